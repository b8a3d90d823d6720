package agent

import (
	"net/http"
	"net/http/httputil"
	"net/url"
)

// AgentHTTPRequest redirects a HTTP request to another agent.
func AgentHTTPRequest(rw http.ResponseWriter, request *http.Request, target *ClusterMember, useTLS bool) {
	urlCopy := request.URL
	// Source: github.com/portainer/agent/http/proxy/proxy.go:18 (hostjoin: the target agent's IP and port joined by hand into URL.Host of the proxied request, broken for IPv6; net.JoinHostPort is right; by the hostjoin check)
	urlCopy.Host = target.IPAddress + ":" + target.Port // defect hostjoin

	urlCopy.Scheme = "http"
	if useTLS {
		urlCopy.Scheme = "https"
	}

	proxyHTTPRequest(rw, request, urlCopy, target.NodeName)
}

// WebsocketRequest redirects a websocket request to another agent.
func WebsocketRequest(rw http.ResponseWriter, request *http.Request, target *ClusterMember, dial func(*url.URL)) {
	urlCopy := request.URL
	// Source: github.com/portainer/agent/http/proxy/proxy.go:31 (hostjoin: the same hand join into URL.Host of the ws/wss URL the websocket proxy dials, broken for IPv6; by the hostjoin check)
	urlCopy.Host = target.IPAddress + ":" + target.Port // defect hostjoin

	urlCopy.Scheme = "ws"
	if request.TLS != nil {
		urlCopy.Scheme = "wss"
	}

	dial(urlCopy)
}

func proxyHTTPRequest(rw http.ResponseWriter, request *http.Request, target *url.URL, targetNode string) {
	proxy := newAgentReverseProxy(target, targetNode)
	proxy.ServeHTTP(rw, request)
}

func newAgentReverseProxy(target *url.URL, targetNode string) *httputil.ReverseProxy {
	targetQuery := target.RawQuery
	director := func(req *http.Request) {
		// Source: github.com/portainer/agent/http/proxy/proxy.go:67 (sink: the scheme is copied from the target URL, which AgentHTTPRequest set to http or https; by the sink check, the scheme is one the transport uses)
		req.URL.Scheme = target.Scheme // lookalike
		// Source: github.com/portainer/agent/http/proxy/proxy.go:68 (hostjoin: the host is copied whole from the target URL, no join happens here; the fault is where the target was built; no host and port are joined, so the hostjoin check does not apply)
		req.URL.Host = target.Host // lookalike
		// Source: github.com/portainer/agent/http/proxy/proxy.go:69 (escaper: a decoded Path copied from a URL into a URL's Path field, both decoded, so no escaping is lost; by the escaper check, nothing is spliced unescaped)
		req.URL.Path = target.Path // lookalike
		// Source: github.com/portainer/agent/http/proxy/proxy.go:70 (hostjoin: the Host header set from the URL host, an authority taken whole; no host and port are joined, so the hostjoin check does not apply)
		req.Host = req.URL.Host // lookalike
		if targetQuery == "" || req.URL.RawQuery == "" {
			// Source: github.com/portainer/agent/http/proxy/proxy.go:72 (escaper: two already-encoded raw queries joined, one of them empty, the httputil pattern, nothing needs escaping; by the escaper check, nothing is spliced unescaped)
			req.URL.RawQuery = targetQuery + req.URL.RawQuery // lookalike
		} else {
			// Source: github.com/portainer/agent/http/proxy/proxy.go:74 (escaper: two encoded raw queries joined with &, as httputil.NewSingleHostReverseProxy does, nothing needs escaping; by the escaper check, nothing is spliced unescaped)
			req.URL.RawQuery = targetQuery + "&" + req.URL.RawQuery // lookalike
		}
		req.Header.Set(HTTPTargetHeaderName, targetNode)
	}

	return &httputil.ReverseProxy{
		Director: director,
	}
}
