package ingress

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

const (
	annotationPrefix = "nginx.ingress.kubernetes.io"
	rewriteHost      = "rewrite.bar.com"
	differentHost    = "different"
	httpBunService   = "httpbun"
)

func annotation(name string) string { return annotationPrefix + "/" + name }

// Source: k8s.io/ingress-nginx/test/e2e/annotations/streamsnippet.go:89 (hostjoin: the Service ClusterIP may be IPv6 and is joined to the port with a bare ':'.)
func (f *Framework) streamSnippetHealthz() error {
	return expectStatus(fmt.Sprintf("http://%v:8000/healthz", f.GetNginxIP()), http.StatusOK) // defect hostjoin
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/streamsnippet.go:143 (hostjoin: the Service ClusterIP may be IPv6 and is joined to the port with a bare ':'.)
func (f *Framework) streamSnippetDropped() error {
	return expectStatus(fmt.Sprintf("http://%v:8000/healthz", f.GetNginxIP()), http.StatusOK) // defect hostjoin
}

// Source: k8s.io/ingress-nginx/test/e2e/settings/stream_snippet.go:82 (hostjoin: the Service ClusterIP may be IPv6 and is joined to the port with a bare ':'.)
func (f *Framework) streamSnippetSetting() error {
	return expectStatus(fmt.Sprintf("http://%v:8000/healthz", f.GetNginxIP()), http.StatusOK) // defect hostjoin
}

// Source: k8s.io/ingress-nginx/test/e2e/tcpudp/tcp.go:75 (hostjoin: the Service ClusterIP may be IPv6 and is joined to the port with a bare ':'.)
func (f *Framework) tcpService() error {
	ip := f.GetNginxIP()
	return expectStatus(fmt.Sprintf("http://%v:8080", ip), http.StatusOK) // defect hostjoin
}

// Source: k8s.io/ingress-nginx/test/e2e/settings/global_external_auth.go:65 (port: the default port 80 is written out on an http URI the test configures as global auth URL.)
func (f *Framework) globalAuthDenied() map[string]string {
	globalExternalAuthURL := fmt.Sprintf("http://%s.%s.svc.cluster.local:80/status/401", httpBunService, f.Namespace) // defect port form
	return map[string]string{"global-auth-url": globalExternalAuthURL}
}

// Source: k8s.io/ingress-nginx/test/e2e/settings/global_external_auth.go:163 (port: the default port 80 is written out on an http URI the test configures as global auth URL.)
func (f *Framework) globalAuthAllowed() map[string]string {
	globalExternalAuthURL := fmt.Sprintf("http://%s.%s.svc.cluster.local:80/status/200", httpBunService, f.Namespace) // defect port form
	return map[string]string{"global-auth-url": globalExternalAuthURL}
}

// endpointIP stands for e.Subsets[0].Addresses[0].IP of an Endpoints object.
func endpointIP(ctx context.Context, name string) string { return "" }

// Source: k8s.io/ingress-nginx/test/e2e/settings/global_external_auth.go:309 (hostjoin: an endpoint IP is put after the scheme but no port is joined to it with ':'.)
func (f *Framework) globalAuthCookie() map[string]string {
	nginxIP := endpointIP(context.TODO(), "http-cookie-with-error")
	return map[string]string{"global-auth-url": fmt.Sprintf("http://%s/cookies/set/alma/armud", nginxIP)} // lookalike
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/auth.go:417 (hostjoin: an endpoint IP is put after the scheme but no port is joined to it with ':'.)
func (f *Framework) authCookieAnnotations() map[string]string {
	nginxIP := endpointIP(context.TODO(), "http-cookie-with-error")
	return map[string]string{
		annotation("auth-url"): fmt.Sprintf("http://%s/cookies/set/alma/armud", nginxIP), // lookalike
	}
}

func forceResolveClient(serverName, ip string, port string) *http.Client {
	return &http.Client{Transport: &http.Transport{
		TLSClientConfig: &tls.Config{ServerName: serverName, InsecureSkipVerify: true}, //nolint:gosec
		DialContext: func(ctx context.Context, network, _ string) (net.Conn, error) {
			return (&net.Dialer{}).DialContext(ctx, network, net.JoinHostPort(ip, port))
		},
	}}
}

func sslPassthrough(f *Framework) error {
	host := "testpassthrough.com"
	hostBad := "noannotationnopassthrough.com"
	// Source: k8s.io/ingress-nginx/test/e2e/settings/ssl_passthrough.go:174 (port: the default port 443 is written out on an https request URI.)
	req, err := http.NewRequest(http.MethodGet, "https://"+net.JoinHostPort(host, "443"), http.NoBody) // defect port form
	if err != nil {
		return err
	}
	if _, err := forceResolveClient(host, f.GetNginxIP(), "443").Do(req); err != nil {
		return err
	}
	// Source: k8s.io/ingress-nginx/test/e2e/settings/ssl_passthrough.go:182 (port: the default port 443 is written out on an https request URI.)
	req, err = http.NewRequest(http.MethodGet, "https://"+net.JoinHostPort(hostBad, "443"), http.NoBody) // defect port form
	if err != nil {
		return err
	}
	_, err = forceResolveClient(hostBad, f.GetNginxIP(), "443").Do(req)
	return err
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/rewrite.go:81 (port: the expected request_uri value, as the echo server prints the URI nginx passes it, default port 80 included; the test must match what that code writes, rule 2c)
func nonRewrittenLocation(body string) bool {
	host := rewriteHost
	expectBodyRequestURI := fmt.Sprintf("request_uri=http://%v:80/.well-known/acme/challenge", host) // lookalike
	return strings.Contains(body, expectBodyRequestURI)
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/rewrite.go:140 (port: the expected request_uri value, as the echo server prints the URI nginx passes it, default port 80 included; the test must match what that code writes, rule 2c)
func rewriteRoot(body string) bool {
	host := rewriteHost
	expectBodyRequestURI := fmt.Sprintf("request_uri=http://%v:80/foo", host) // lookalike
	return strings.Contains(body, expectBodyRequestURI)
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/rewrite.go:150 (port: the expected request_uri value, as the echo server prints the URI nginx passes it, default port 80 included; the test must match what that code writes, rule 2c)
func rewriteNewBackend(body string) bool {
	host := rewriteHost
	expectBodyRequestURI := fmt.Sprintf("request_uri=http://%v:80/new/backend", host) // lookalike
	return strings.Contains(body, expectBodyRequestURI)
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/rewrite.go:182 (port: the expected request_uri value, as the echo server prints the URI nginx passes it, default port 80 included; the test must match what that code writes, rule 2c)
func rewriteRegex(body string) bool {
	host := rewriteHost
	expectBodyRequestURI := fmt.Sprintf("request_uri=http://%v:80/new/backend", host) // lookalike
	return strings.Contains(body, expectBodyRequestURI)
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/rewrite.go:209 (port: the expected request_uri value, as the echo server prints the URI nginx passes it, default port 80 included; the test must match what that code writes, rule 2c)
func rewriteRegexBar(body string) bool {
	host := rewriteHost
	expectBodyRequestURI := fmt.Sprintf("request_uri=http://%v:80/new/backend/bar", host) // lookalike
	return strings.Contains(body, expectBodyRequestURI)
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/auth.go:593 (syntax: text searched for in the generated nginx config, with the nginx variable $host, not a URI used as such.)
func authURLWithoutKeepalive(server string) bool {
	return strings.Contains(server, "http://$host/path") && // lookalike
		!strings.Contains(server, `keepalive 123;`)
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/auth.go:878 (escaper: the expected Location header of a constant host, with the redirect path escaped and the scheme and host raw, as nginx writes it.)
func expectedSigninLocation() string {
	thisHost := differentHost
	return fmt.Sprintf("http://%s/auth/start?rd=http://%s%s", thisHost, thisHost, url.QueryEscape("/?a=b&c=d")) // lookalike
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/backendprotocol.go:77 (syntax: an nginx directive searched for in the generated config, not a URI.)
func autoHTTPProxyPass(server string) bool {
	return strings.Contains(server, "proxy_pass $scheme://upstream_balancer;") // lookalike
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/grpc.go:106 (syntax: an nginx directive searched for in the generated config, not a URI.)
func grpcPass(server string) bool {
	return strings.Contains(server, "grpc_pass grpc://upstream_balancer;") // lookalike
}

// Source: k8s.io/ingress-nginx/test/e2e/metrics/metrics.go:46 (syntax: an nginx directive searched for in the generated config, not a URI.)
func metricsProxyPass(server string) bool {
	return strings.Contains(server, "proxy_pass http://upstream_balancer;") // lookalike
}

// Source: k8s.io/ingress-nginx/test/e2e/servicebackend/service_externalname.go:138 (syntax: an nginx directive searched for in the generated config, not a URI.)
func externalNameProxyPass(server string) bool {
	return strings.Contains(server, "proxy_pass http://upstream_balancer;") // lookalike
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/cors.go:206 (syntax: a comma-separated list of origins for the cors-allow-origin annotation, not one URI.)
func corsTwoOrigins() map[string]string {
	return map[string]string{
		annotation("enable-cors"):       "true",
		annotation("cors-allow-origin"): "http://origin2.cors.com, https://origin.com", // lookalike
	}
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/cors.go:478 (syntax: a comma-separated list of wildcard origins for the cors-allow-origin annotation, not one URI.)
func corsWildcardOrigins() map[string]string {
	return map[string]string{
		annotation("enable-cors"):       "true",
		annotation("cors-allow-origin"): "http://*.origin.cors.com, http://*.origin.com:8080", // lookalike
	}
}

// Source: k8s.io/ingress-nginx/test/e2e/annotations/mirror.go:53 (syntax: a mirror target that nginx completes with its $request_uri variable, not a finished URI.)
func mirrorTarget() map[string]string {
	return map[string]string{
		annotation("mirror-target"): "https://test.env.com/$request_uri", // lookalike
	}
}

// Source: k8s.io/ingress-nginx/test/e2e/status/update.go:132 (sink: net.Dial takes a host:port address, which is what it gets.)
func getHostIP() net.IP {
	conn, err := net.Dial("udp", "8.8.8.8:80") // lookalike
	if err != nil {
		return nil
	}
	defer conn.Close()
	localAddr, _ := conn.LocalAddr().(*net.UDPAddr)
	return localAddr.IP
}

// Source: k8s.io/ingress-nginx/test/e2e/status/update.go:63 (hostjoin: the address is the local side of a UDP dial to an IPv4 address, so surely no IPv6 literal.)
func apiserverArgs(port int) []string {
	address := getHostIP()
	return []string{fmt.Sprintf("--apiserver-host=http://%s:%d", address.String(), port)} // lookalike
}
