package okteto

import (
	"fmt"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
)

// Cluster stands in for clientcmdapi.Cluster.
type Cluster struct {
	Server                   string
	CertificateAuthority     string
	CertificateAuthorityData []byte
}

// RestConfig stands in for rest.Config.
type RestConfig struct {
	Host        string
	BearerToken string
}

// ModifyKubeconfig mirrors KubeConfig.Modify in pkg/deployable/kubeconfig.go: it points the cluster at the local proxy.
func ModifyKubeconfig(clusterInfo *Cluster, port int) {
	// Change server to our proxy
	// Source: github.com/okteto/okteto/pkg/deployable/kubeconfig.go:60 (hostjoin: the host is the constant localhost and the port an int, no IPv6 literal can reach the join, by the hostjoin check, which only concerns hosts that can be IPv6)
	clusterInfo.Server = fmt.Sprintf("https://localhost:%d", port) // lookalike
	clusterInfo.CertificateAuthority = ""
}

// getProxyHandler mirrors proxyHandler.getProxyHandler in pkg/deployable/proxy.go.
func getProxyHandler(token string, clusterConfig *RestConfig) http.Handler {
	handler := http.NewServeMux()

	// Source: github.com/okteto/okteto/pkg/deployable/proxy.go:255 (sink: the bare scheme is only a prefix stripped with strings.TrimPrefix, no URI use, by the rule that a value only searched for is no URI use)
	clusterHost := strings.TrimPrefix(clusterConfig.Host, "https://") // lookalike
	// Source: github.com/okteto/okteto/pkg/deployable/proxy.go:254 (sink: the reverse proxy gets an absolute https URL whose host is the cluster host of the kubeconfig, by the sink check, NewSingleHostReverseProxy needs scheme and host)
	destinationURL := &url.URL{Host: clusterHost, Scheme: "https"} // lookalike
	proxy := httputil.NewSingleHostReverseProxy(destinationURL)

	handler.HandleFunc("/", func(rw http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != fmt.Sprintf("Bearer %s", token) {
			rw.WriteHeader(http.StatusUnauthorized)
			return
		}
		r.Host = destinationURL.Host
		proxy.ServeHTTP(rw, r)
	})
	return handler
}
