// Package caldavtests rewrites the cases of code.vikunja.io/api/pkg/caldavtests, the CalDAV request bodies and response types of its integration tests.
package caldavtests

// PropfindCalendarCollectionProperties requests common calendar collection properties.
// RFC 4791 §5.2
// Source: code.vikunja.io/api/pkg/caldavtests/propfind_bodies.go:41 (plainhttp: the http URIs are XML namespace names in a PROPFIND body, identifiers that are never fetched, rule 5)
const PropfindCalendarCollectionProperties = "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n<D:propfind xmlns:D=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\" xmlns:CS=\"http://calendarserver.org/ns/\" xmlns:IC=\"http://apple.com/ns/ical/\">\n  <D:prop>\n    <D:displayname/>\n    <CS:getctag/>\n  </D:prop>\n</D:propfind>" // lookalike
