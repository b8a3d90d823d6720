package commands

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

// Config is a stand-in for config.Config.
type Config struct {
	httpHost string
	httpPort int
}

// HttpHost returns the web server IP address set with --http-host (default "0.0.0.0"); any IPv4 or IPv6 address may be given.
func (c *Config) HttpHost() string {
	if c.httpHost == "" {
		return "0.0.0.0"
	}
	return c.httpHost
}

// HttpPort returns the HTTP server port number.
func (c *Config) HttpPort() int {
	if c.httpPort == 0 {
		return 2342
	}
	return c.httpPort
}

// statusAction shows the server health status.
func statusAction(conf *Config) error {
	client := &http.Client{Timeout: 10 * time.Second}

	url := fmt.Sprintf(
		// Source: github.com/photoprism/photoprism/internal/commands/status.go:46 (syntax: the %s and %d verbs are template holes filled with the server IP and port, not an invalid port in the URI it becomes, by the template rule that judges it as the URI it becomes when filled)
		"http://%s:%d/api/v1/status", // lookalike
		// Source: github.com/photoprism/photoprism/internal/commands/status.go:46 (hostjoin: the configured server IP is joined to the port by hand in the status URL, so an IPv6 --http-host such as ::1 gives http://::1:2342/ instead of http://[::1]:2342/, a hostjoin defect in non-test code)
		conf.HttpHost(), conf.HttpPort()) // defect hostjoin

	req, err := http.NewRequest(http.MethodGet, url, nil)

	if err != nil {
		return err
	}

	if resp, err := client.Do(req); err != nil {
		return fmt.Errorf("cannot connect to %s:%d", conf.HttpHost(), conf.HttpPort())
	} else if body, err := io.ReadAll(resp.Body); err != nil {
		return err
	} else {
		fmt.Println(string(body))
	}

	return nil
}
