package cloudevents

import (
	"errors"
	"net/url"
)

// Event is a CloudEvent.
type Event struct {
	source      *url.URL
	FieldErrors map[string]error
}

// New returns an event of the spec version.
func New(version string) Event { return Event{FieldErrors: map[string]error{}} }

// SetSource parses and sets the source of the event.
func (e *Event) SetSource(s string) {
	u, err := url.Parse(s)
	if err != nil {
		e.FieldErrors["source"] = err
		e.source = nil
		return
	}
	delete(e.FieldErrors, "source")
	e.source = u
}

// Source returns the source of the event.
func (e Event) Source() string {
	if e.source == nil {
		return ""
	}
	return e.source.String()
}

// ValidationError joins the field errors.
func ValidationError(errs map[string]error) error {
	var all []error
	for _, err := range errs {
		all = append(all, err)
	}
	return errors.Join(all...)
}
