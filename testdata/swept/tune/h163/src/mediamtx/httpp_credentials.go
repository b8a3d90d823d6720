package mediamtx

import (
	"net/http"
	"strings"
)

// Credentials extracts credentials from a HTTP request (httpp.Credentials).
func Credentials(h *http.Request) *AuthCredentials {
	c := &AuthCredentials{}

	for _, v := range h.Header["Authorization"] {
		if after, ok := strings.CutPrefix(v, "Bearer "); ok {
			if user, pass, ok2 := strings.Cut(after, ":"); ok2 {
				c.User, c.Pass = user, pass
			} else {
				c.User, c.Pass, c.Token = "", "", after
			}
		} else if user, pass, ok := h.BasicAuth(); ok && c.Token == "" {
			c.User, c.Pass = user, pass
		}
	}

	if c.Token == "" && h.URL.Query().Get("jwt") != "" {
		c.Token = h.URL.Query().Get("jwt")
	}

	return c
}
