package hashivault

import (
	"net/url"
	"path"
)

// Secret stands in for vault's api.Secret.
type Secret struct {
	Data map[string]any
}

// Logical stands in for vault's api.Logical: like the real client's
// NewRequest, it builds the request URL with path.Join(addr.Path, "/v1/"+p).
type Logical struct {
	addr *url.URL
}

func (l *Logical) url(p string) string {
	u := *l.addr
	u.Path = path.Join(l.addr.Path, "/v1/"+p)
	return u.String()
}

// Read reads the data at the path.
func (l *Logical) Read(p string) (*Secret, error) {
	_ = l.url(p)
	return &Secret{Data: map[string]any{}}, nil
}

// Write writes data to the path.
func (l *Logical) Write(p string, data map[string]any) (*Secret, error) {
	_ = l.url(p)
	return &Secret{Data: data}, nil
}
