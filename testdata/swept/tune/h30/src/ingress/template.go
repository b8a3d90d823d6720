package ingress

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Backend is an upstream of a location.
type Backend struct {
	Name           string
	SSLPassthrough bool
}

// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/template.go:749 (hostform: a scheme prefix that the caller completes with the upstream name, not a URI with an empty host.)
func proxyProto(backends []*Backend, locationBackend, proto string) string {
	for _, backend := range backends {
		if backend.Name == locationBackend {
			if backend.SSLPassthrough {
				proto = "https://" // lookalike
			}
			break
		}
	}
	return proto
}

// Source: k8s.io/ingress-nginx/internal/ingress/controller/template/configmap.go:302 (escaper: a dummy URL built only to validate the configured redirect parameter name, which goes raw into the query.)
func validSigninRedirectParam(signinURL, val string) bool {
	redirectParam := strings.TrimSpace(val)
	dummySigninURL, err := url.Parse(fmt.Sprintf("%s?%s=dummy", signinURL, redirectParam)) // lookalike
	return err == nil && dummySigninURL.Query().Get(redirectParam) != ""
}

// StatusPort is the port of the internal NGINX status server.
var StatusPort = 10246

// Source: k8s.io/ingress-nginx/internal/nginx/main.go:85 (hostjoin: the host is the constant loopback address 127.0.0.1, surely no IPv6 literal.)
func NewPostStatusRequest(path, contentType string, data interface{}) (int, []byte, error) {
	url := fmt.Sprintf("http://127.0.0.1:%v%v", StatusPort, path) // lookalike
	buf, err := json.Marshal(data)
	if err != nil {
		return 0, nil, err
	}
	res, err := http.Post(url, contentType, strings.NewReader(string(buf)))
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	return res.StatusCode, body, err
}

func annotationPrefixIsNginxCom(annotations map[string]string) bool { return len(annotations) > 0 }

type lint struct {
	message string
	f       func(annotations map[string]string) bool
}

// Source: k8s.io/ingress-nginx/cmd/plugin/lints/ingress.go:84 (syntax: a lint message with a URL inside its prose.)
var nginxComLint = lint{
	message: "Contains an annotation with the prefix 'nginx.com'. This is a prefix for https://github.com/nginxinc/kubernetes-ingress", // lookalike
	f:       annotationPrefixIsNginxCom,
}

// Parsers under test; their bodies do not matter to the cases.
var (
	parseAuthURL      func(authURL, signinURL, method string) error
	parseCorsOrigins  func(value string) ([]string, error)
	parseMirrorTarget func(target string) (string, string, error)
	readGlobalAuthURL func(value string) string
	buildProxyPass    func(backendProtocol, path, target string) string
	buildAuthSignURL  func(authSignURL, authRedirectParam string) string
)
