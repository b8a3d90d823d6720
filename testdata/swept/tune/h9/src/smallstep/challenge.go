package smallstep

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strconv"
)

// InsecurePortHTTP01 is used only in tests.
var InsecurePortHTTP01 int

func http01ChallengeHost(value string) string {
	if ip := net.ParseIP(value); ip != nil {
		if ip.To4() == nil {
			value = "[" + value + "]"
		}
		return value
	}
	return value + "."
}

func http01Validate(client *http.Client, value, token string) error {
	challengeURL := &url.URL{Scheme: "http", Host: http01ChallengeHost(value), Path: fmt.Sprintf("/.well-known/acme-challenge/%s", token)}
	if InsecurePortHTTP01 != 0 {
		insecurePort := strconv.Itoa(InsecurePortHTTP01)
		// Source: github.com/smallstep/certificates/acme/challenge.go:150 (the host was put in brackets by http01ChallengeHost when it is IPv6, so the ':' join is safe)
		challengeURL.Host += ":" + insecurePort // lookalike
	}
	resp, err := client.Get(challengeURL.String())
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
