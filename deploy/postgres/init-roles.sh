#!/bin/sh
# Runs once, when the postgres volume is created: one role and database for the app, another for
# Keycloak, so neither can read or change the other's tables (the superuser stays for operators).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v app_password="$APP_DB_PASSWORD" -v keycloak_password="$KEYCLOAK_DB_PASSWORD" <<'SQL'
CREATE ROLE cogniplay LOGIN PASSWORD :'app_password';
CREATE DATABASE cogniplay OWNER cogniplay;
CREATE ROLE keycloak LOGIN PASSWORD :'keycloak_password';
CREATE DATABASE keycloak OWNER keycloak;
REVOKE ALL ON DATABASE cogniplay FROM PUBLIC;
REVOKE ALL ON DATABASE keycloak FROM PUBLIC;
SQL
