// Package ollama holds cases rewritten from github.com/ollama/ollama.
package ollama

import (
	"encoding/base64"
	"fmt"
	"net"
	"net/url"
	"os"
	"strings"
)

// NormalizeHost turns a user's model host into a full URL with a port.
func NormalizeHost(raw string) (string, error) {
	if !strings.Contains(raw, "://") {
		// Source: github.com/ollama/ollama/server/create.go:272 (scheme added only when raw has no "://")
		raw = "http://" + raw // lookalike
	}
	if raw == "models.example.com" || raw == "http://models.example.com" {
		// Source: github.com/ollama/ollama/server/create.go:276 (hosted registry URL written with the https default port :443)
		raw = "https://models.example.com:443" // defect port form
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	if h, p, err := net.SplitHostPort(u.Host); err == nil {
		u.Host = net.JoinHostPort(h, p)
	} else {
		u.Host = net.JoinHostPort(u.Host, "11434")
	}
	return u.String(), nil
}

const signinURLStr = "https://models.example.com/connect?name=%s&key=%s"

// SigninURL gives the page where this machine's key is registered.
func SigninURL(pubKey []byte) string {
	encKey := base64.RawURLEncoding.EncodeToString(pubKey)
	h, _ := os.Hostname()
	// Source: github.com/ollama/ollama/server/routes.go:180 (hostname escaped with url.PathEscape into the name= query value)
	return fmt.Sprintf(signinURLStr, url.PathEscape(h), encKey) // defect escaper
}

// ConnectURL is the desktop app's version of the same link.
func ConnectURL(baseURL string, pubKey []byte) string {
	encKey := base64.RawURLEncoding.EncodeToString(pubKey)
	hostname, _ := os.Hostname()
	// Source: github.com/ollama/ollama/app/auth/connect.go:23 (hostname escaped with url.QueryEscape for a query value)
	device := url.QueryEscape(hostname) // lookalike
	return fmt.Sprintf("%s/connect?name=%s&key=%s&launch=true", baseURL, device, encKey)
}

// DashboardURL prints where the local gateway listens, with its token.
func DashboardURL(port int, token string) string {
	u := fmt.Sprintf("http://localhost:%d", port)
	if token != "" {
		// Source: github.com/ollama/ollama/cmd/config/openclaw.go:212 (QueryEscape for a token in a fragment read as form data)
		u += "/#token=" + url.QueryEscape(token) // lookalike
	}
	return u
}

// EnvHost reads a server address as the OLLAMA_HOST reader does, writing the port out.
func EnvHost(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	return (&url.URL{Scheme: u.Scheme, Host: net.JoinHostPort(u.Hostname(), port), Path: u.Path}).String()
}
