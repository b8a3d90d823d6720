// Package invopop holds cases rewritten from github.com/invopop/jsonschema.
package invopop

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
)

// ID is a schema id, which should always be a URI.
type ID string

// Validate checks that the id looks like a proper schema URL.
func (id ID) Validate() error {
	u, err := url.Parse(string(id))
	if err != nil {
		return err
	}
	if !strings.Contains(u.Hostname(), ".") {
		return errors.New("hostname does not look valid")
	}
	if u.Path == "" {
		return errors.New("path is expected")
	}
	if u.Scheme != "https" && u.Scheme != "http" {
		return errors.New("unexpected schema")
	}
	return nil
}

// Base removes the anchor and any trailing slash.
func (id ID) Base() ID {
	s := string(id)
	if i := strings.LastIndex(s, "#"); i != -1 {
		s = s[:i]
	}
	return ID(strings.TrimRight(s, "/"))
}

// Anchor sets the anchor part of the schema URI.
func (id ID) Anchor(name string) ID {
	b := id.Base()
	// Source: github.com/invopop/jsonschema/id.go:43 (escaper: an anchor name appended raw; whether a name needs escaping is not known from the code.)
	return ID(string(b) + "#" + name) // lookalike
}

// Add appends a path to the id.
func (id ID) Add(path string) ID {
	b := id.Base()
	if !strings.HasPrefix(path, "/") {
		path = "/" + path
	}
	// Source: github.com/invopop/jsonschema/id.go:59 (baseslash: Base trims the trailing slash and the path gets a leading one, so exactly one separator joins them.)
	return ID(string(b) + path) // lookalike
}

// Reflector builds schemas.
type Reflector struct{ BaseSchemaID ID }

func (r *Reflector) schemaID(t reflect.Type, name string) ID {
	base := r.BaseSchemaID
	if base == "" {
		// Source: github.com/invopop/jsonschema/reflect.go:205 (hostform: an id made from the package path is kept only when ID.Validate accepts it.)
		id := ID("https://" + t.PkgPath()) // lookalike
		if err := id.Validate(); err == nil {
			base = id
		}
	}
	if base == "" {
		return ""
	}
	return base.Add(name)
}
