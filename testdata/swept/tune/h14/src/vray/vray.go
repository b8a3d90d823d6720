package vray

import (
	"bytes"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// Destination is a network destination.
type Destination struct {
	Address string
	Port    int
	Network string
}

// NetAddr returns the destination as host:port.
func (d Destination) NetAddr() string {
	if strings.Contains(d.Address, ":") && !strings.HasPrefix(d.Address, "[") {
		return "[" + d.Address + "]:" + strconv.Itoa(d.Port)
	}
	return d.Address + ":" + strconv.Itoa(d.Port)
}

func setUpHTTPTunnel(target string) *http.Request {
	return &http.Request{
		Method: http.MethodConnect,
		// Source: github.com/v2fly/v2ray-core/proxy/http/client.go:172 (port: the host:port of a CONNECT request's target, which keeps its port, rule 5)
		URL:    &url.URL{Host: target}, // lookalike
		Host:   target,
		Header: make(http.Header),
	}
}

func websocketURI(protocol string, dest Destination, path string) string {
	host := dest.NetAddr()
	if (protocol == "ws" && dest.Port == 80) || (protocol == "wss" && dest.Port == 443) {
		host = dest.Address
	}
	// Source: github.com/v2fly/v2ray-core/transport/internet/websocket/dialer.go:79 (hostjoin: the host is the destination's NetAddr, host:port with brackets, or its address alone when the port is the default one)
	return protocol + "://" + host + path // lookalike
}

const enrollmentVerificationControlConnectionPostfix = ".tlsmirror-enrollment.v2fly.arpa/confirm"

func confirmEnrollment(serverID string, requestMessage []byte) (*http.Request, error) {
	// Source: github.com/v2fly/v2ray-core/transport/internet/tlsmirror/mirrorenrollment/httpenrollmentconfirmation/client.go:35 (hostcase: the host label is base32 written with a lowercase alphabet before a constant suffix, no host joined to a port)
	return http.NewRequest("POST", "http://"+serverID+enrollmentVerificationControlConnectionPostfix, bytes.NewReader(requestMessage)) // lookalike
}

func decodeKnownURLEscapes(s string) string {
	replacer := strings.NewReplacer(
		"%2F", "/", "%2f", "/",
		// Source: github.com/v2fly/v2ray-core/transport/internet/request/roundtripper/gdocsviewer/gdocsviewer.go:432 (percent: arguments of a strings replacer that decodes both cases of a triplet, no URI)
		"%3F", "?", "%3f", "?", // lookalike
		"%26", "&",
	)
	return replacer.Replace(s)
}

const socks5ifyUsage = `
Examples:

	{{.Exec}} engineering socks5ify -socks 127.0.0.1:1080
` +
	// Source: github.com/v2fly/v2ray-core/main/commands/all/engineering/socks5ify/command.go:105 (credentials: word placeholders for user and password in a command's usage text, rule 3)
	"\t{{.Exec}} engineering socks5ify -socks socks5://user:pass@127.0.0.1:1080 -- curl https://example.com\n" // lookalike
