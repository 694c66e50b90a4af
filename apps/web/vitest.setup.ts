// The server's messages for every language: components and actions under test translate as on the server.
import './app/lib/i18n/i18n.server';
