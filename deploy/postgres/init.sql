-- Runs once, when the postgres volume is created: Keycloak gets its own database beside the app's.
CREATE DATABASE keycloak;
