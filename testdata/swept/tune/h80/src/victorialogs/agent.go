// Package victorialogs holds cases rewritten from github.com/VictoriaMetrics/VictoriaLogs.
package victorialogs

import (
	"context"
	"flag"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
)

// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlagent/remotewrite/remotewrite.go:26 (syntax: usage text of a flag with a <...> placeholder host, prose not a URI by rules 3 and 4)
var remoteWriteURL = flag.String("remoteWrite.url", "", "Remote storage URL to write data to. "+
	"Example url: http://<victorialogs-host>:9428/insert/native. ") // lookalike

// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlagent/remotewrite/client.go:32 (syntax: example proxy URL inside flag help text, prose by rule 4)
var proxyURL = flag.String("remoteWrite.proxyURL", "", "Optional proxy URL for writing data to the corresponding -remoteWrite.url. "+
	"Supported proxies: http, https, socks5. Example: -remoteWrite.proxyURL=socks5://proxy:1234") // lookalike

// rejectProxyURL is called when the proxy flag value has no scheme separator.
func rejectProxyURL(pURL string) {
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlagent/remotewrite/client.go:112 (syntax: scheme prefixes quoted in a fatal message, prose by rule 4)
	log.Fatalf("cannot parse -remoteWrite.proxyURL=%q: it must start with `http://`, `https://` or `socks5://`", pURL) // lookalike
}

func loadInClusterServer() string {
	host, port := os.Getenv("KUBERNETES_SERVICE_HOST"), os.Getenv("KUBERNETES_SERVICE_PORT")
	if host == "" || port == "" {
		return ""
	}
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlagent/kubernetescollector/client_config.go:60 (hostjoin: host from env is joined with net.JoinHostPort, which brackets IPv6)
	server := "https://" + net.JoinHostPort(host, port) // lookalike
	return server
}

type kubeAPIClient struct {
	apiURL *url.URL
	c      *http.Client
}

func newKubeAPIClient(server string) (*kubeAPIClient, error) {
	apiURL, err := url.Parse(server)
	if err != nil {
		return nil, err
	}
	return &kubeAPIClient{apiURL: apiURL, c: &http.Client{}}, nil
}

func (c *kubeAPIClient) mustCreateRequest(ctx context.Context, method, urlPath string, args url.Values) *http.Request {
	// Source: github.com/VictoriaMetrics/VictoriaLogs/app/vlagent/kubernetescollector/client.go:310 (sink: placeholder path, req.URL is replaced by a copy of the parsed absolute API URL before the request is sent)
	req, err := http.NewRequestWithContext(ctx, method, "/", nil) // lookalike
	if err != nil {
		log.Panicf("BUG: cannot create request: %s", err)
	}
	u := *c.apiURL
	req.URL = &u
	req.URL.Path = urlPath
	req.URL.RawQuery = args.Encode()
	return req
}

func (c *kubeAPIClient) do(req *http.Request) (*http.Response, error) {
	return c.c.Do(req)
}
