package fabio

import (
	"net/url"
	"strings"
	"testing"
)

type registryConfig struct {
	Addr   string
	Scheme string
}

// parseConsulAddr splits the registry address flag into scheme and host:port.
func parseConsulAddr(s string) (registryConfig, error) {
	u, err := url.Parse(strings.ToLower(s))
	if err != nil {
		return registryConfig{}, err
	}
	return registryConfig{Addr: u.Host, Scheme: u.Scheme}, nil
}

func TestLoadRegistryAddr(t *testing.T) {
	tests := []struct {
		args []string
		want registryConfig
	}{
		{args: []string{"-registry.consul.addr", "http://1.2.3.4:5555/"}, want: registryConfig{Addr: "1.2.3.4:5555", Scheme: "http"}},
		{args: []string{"-registry.consul.addr", "https://1.2.3.4:5555/"}, want: registryConfig{Addr: "1.2.3.4:5555", Scheme: "https"}},
		// Source: github.com/fabiolb/fabio/config/load_test.go:602 (table row writing the same address with an uppercase scheme, which the loader lowercases, rule 2d)
		{args: []string{"-registry.consul.addr", "HTTPS://1.2.3.4:5555/"}, want: registryConfig{Addr: "1.2.3.4:5555", Scheme: "https"}}, // lookalike
	}
	for _, tt := range tests {
		got, err := parseConsulAddr(tt.args[1])
		if err != nil {
			t.Fatal(err)
		}
		if got != tt.want {
			t.Errorf("got %v want %v", got, tt.want)
		}
	}
}
