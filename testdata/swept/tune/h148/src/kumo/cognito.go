package kumo

import "net/http"

// Source: github.com/sivchari/kumo/internal/service/cognito/jwt.go:200 (plainhttp: the issuer is built on the emulator's own request host, not a public Internet host, uniform sample of 28 of 109 look-alikes.)
func buildIssuer(r *http.Request, poolID string) string {
	return "http://" + r.Host + "/" + poolID // lookalike
}
