package tesseract

import (
	"crypto/sha256"
	"crypto/x509"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

func chainLinks(chain []*x509.Certificate) string {
	crtsh := make([]string, len(chain))
	for i, c := range chain {
		// Source: github.com/transparency-dev/tesseract/internal/ct/chain_validation.go:260 (escaper: the query value is the hex form of a SHA-256 digest, only unreserved characters, so no escaper is needed.)
		crtsh[i] = fmt.Sprintf("https://crt.sh/?sha256=%x", sha256.Sum256(c.Raw)) // lookalike
	}
	return strings.Join(crtsh, ", ")
}

func submissionEndpoint(r *http.Request) (string, error) {
	// Source: github.com/transparency-dev/tesseract/internal/ct/handlers.go:140 (hostjoin: a dummy scheme is put before the request's Host header, already host or host:port with IPv6 in brackets, only so url.Parse can split it.)
	u, err := url.Parse("dummy://" + r.Host) // lookalike
	if err != nil {
		return "", fmt.Errorf("cannot parse Host: %v", err)
	}
	host := u.Hostname()
	if host == "" {
		return "", fmt.Errorf("r.Host does not include a Hostname: %v", r.Host)
	}
	return fmt.Sprintf("%s%s", host, r.URL.Path), nil
}

var _ = chainLinks
