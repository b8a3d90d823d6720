package doctl

import "fmt"

type localOIDCLogin struct {
	port int
}

func (t *localOIDCLogin) redirectURL() string {
	// Source: github.com/digitalocean/doctl/internal/kubernetes/sso/sso.go:124 (hostjoin: the host is the constant "localhost" written in the format, only the port of the local callback listener is filled in)
	return fmt.Sprintf("http://localhost:%d/callback", t.port) // lookalike
}

func (t *localOIDCLogin) loginURL() string {
	return fmt.Sprintf("http://localhost:%d/login", t.port)
}
