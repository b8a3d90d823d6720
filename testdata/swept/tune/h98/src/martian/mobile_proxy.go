package martian

import (
	"fmt"
	"net/http"
	"path"
)

// Martian is the mobile proxy wrapper.
type Martian struct {
	APIPort int
	mux     *http.ServeMux
}

func (m *Martian) handle(pattern string, handler http.Handler) {
	m.mux.Handle(pattern, handler)
	// Source: github.com/google/martian/v3/mobile/proxy.go:293 (pathjoin: path.Join builds a ServeMux host-and-path pattern, not a URI, so no scheme slashes are lost)
	lhp := path.Join(fmt.Sprintf("localhost:%d", m.APIPort), pattern) // lookalike
	m.mux.Handle(lhp, handler)
}
