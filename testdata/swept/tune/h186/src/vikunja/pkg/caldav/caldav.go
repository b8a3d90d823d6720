// Package caldav rewrites the cases of code.vikunja.io/api/pkg/caldav.
package caldav

import "strings"

// Config is the calendar configuration.
type Config struct {
	Name   string
	ProdID string
}

// Todo is one task rendered as a VTODO.
type Todo struct {
	Summary string
	UID     string
}

// escapeICalText escapes TEXT values (RFC 5545 3.3.11).
func escapeICalText(s string) string {
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\r\n", `\n`, "\n", `\n`, "\r", `\n`)
	return r.Replace(s)
}

// ParseTodos returns a caldav vcalendar string with todos.
func ParseTodos(config *Config, todos []*Todo) (caldavtodos string) {
	caldavtodos = "BEGIN:VCALENDAR\nVERSION:2.0\nX-PUBLISHED-TTL:PT4H\nX-WR-CALNAME:" + escapeICalText(config.Name) + "\nPRODID:-//" + config.ProdID +
		// Source: code.vikunja.io/api/pkg/caldav/caldav.go:161 (hostcase: the closing //EN of an iCalendar PRODID formal public identifier, calendar text and no network-path reference with a host)
		`//EN` // lookalike
	for _, t := range todos {
		caldavtodos += "\nBEGIN:VTODO\nUID:" + escapeICalText(t.UID) + "\nSUMMARY:" + escapeICalText(t.Summary) + "\nEND:VTODO"
	}
	return caldavtodos + "\nEND:VCALENDAR"
}
