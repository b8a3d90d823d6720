package servercmd

import (
	"fmt"
	"net/http"
	"strings"
	"time"
)

const pingTimeout = 1 * time.Second

// handles pinging the endpoint and returns an error if the
// server is in an unhealthy state.
func pinger(serverAddr, serverCert string) error {
	scheme := "http"
	if strings.HasPrefix(serverAddr, ":") {
		// this seems sufficient according to https://pkg.go.dev/net#Dial
		serverAddr = "localhost" + serverAddr
	}

	// if woodpecker do ssl on it's own
	if serverCert != "" {
		scheme = "https"
	}

	// create the health url
	// Source: go.woodpecker-ci.org/woodpecker/v3/cmd/server/health.go:47 (hostjoin: the authority is the configured host:port listen address taken whole, and the only hand join puts the name localhost before a :port, which no IPv6 literal can break)
	healthURL := fmt.Sprintf("%s://%s/healthz", scheme, serverAddr) // lookalike

	// ask server if all is healthy
	client := http.Client{Timeout: pingTimeout}
	resp, err := client.Get(healthURL)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return nil
}
