// Package ice holds cases rewritten from github.com/pion/ice/v4.
package ice

import (
	"fmt"
	"net/http"
	"net/url"
)

var (
	isControlling  bool
	remoteHTTPAddr string
	remoteHTTPPort int
)

func setupAddrs() {
	if isControlling {
		remoteHTTPPort = 9001
		remoteHTTPAddr = "192.168.100.1"
	} else {
		remoteHTTPPort = 9000
		remoteHTTPAddr = "192.168.100.2"
	}
}

// Source: github.com/pion/ice/v4/examples/automatic-renomination/main.go:170 (hostjoin: the host is one of two constant IPv4 addresses set in main, so it is surely no IPv6 literal, sample of 3 of the 4 URI look-alike candidates)
func sendCandidate(candidate string) error {
	_, err := http.PostForm(fmt.Sprintf("http://%s:%d/remoteCandidate", remoteHTTPAddr, remoteHTTPPort), url.Values{"candidate": {candidate}}) // lookalike
	return err
}

// Source: github.com/pion/ice/v4/examples/automatic-renomination/main.go:209 (plainhttp: the plain http request goes to a private 192.168.100.x address on a veth pair, not a public host, sample of 3 of the 4 URI look-alike candidates)
func sendAuth(ufrag string) error {
	_, err := http.PostForm(fmt.Sprintf("http://%s:%d/remoteAuth", remoteHTTPAddr, remoteHTTPPort), url.Values{"ufrag": {ufrag}}) // lookalike
	return err
}

// Source: github.com/pion/ice/v4/examples/ping-pong/main.go:104 (hostjoin: the host is the constant localhost, only the port varies, sample of 3 of the 4 URI look-alike candidates)
func sendCandidateLocal(candidate string) error {
	_, err := http.PostForm(fmt.Sprintf("http://localhost:%d/remoteCandidate", remoteHTTPPort), url.Values{"candidate": {candidate}}) // lookalike
	return err
}
