package dendrite

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"strings"

	"github.com/coder/websocket"
	"github.com/matrix-org/gomatrixserverlib/fclient"
)

type serverAddress struct {
	Address string
	Scheme  string
}

// httpAddress parses a listen address given in URL form.
func httpAddress(urlAddress string) (serverAddress, error) {
	parsedURL, err := url.Parse(urlAddress)
	if err != nil {
		return serverAddress{}, err
	}
	return serverAddress{parsedURL.Host, parsedURL.Scheme}, nil
}

var (
	httpBindAddr  = flag.String("http-bind-address", ":8008", "The HTTP listening port for the server")
	httpsBindAddr = flag.String("https-bind-address", ":8448", "The HTTPS listening port for the server")
)

func listenAddresses() (serverAddress, serverAddress, error) {
	// Source: github.com/element-hq/dendrite/cmd/dendrite/main.go:52 (hostjoin: the flag is a whole bind address with its port, parsed back into a listen address, not a host joined to a port)
	httpAddr, err := httpAddress("http://" + *httpBindAddr) // lookalike
	if err != nil {
		return serverAddress{}, serverAddress{}, err
	}
	// Source: github.com/element-hq/dendrite/cmd/dendrite/main.go:57 (hostjoin: the flag is a whole bind address with its port, parsed back into a listen address, not a host joined to a port)
	httpsAddr, err := httpAddress("https://" + *httpsBindAddr) // lookalike
	return httpAddr, httpsAddr, err
}

func connectToPeer(peer string) (net.Conn, error) {
	ctx := context.Background()
	// Source: github.com/element-hq/dendrite/cmd/dendrite-demo-pinecone/conn/client.go:26 (hostform: the bare websocket scheme prefixes are only tested with strings.HasPrefix and are never used as URIs)
	if strings.HasPrefix(peer, "ws://") || strings.HasPrefix(peer, "wss://") { // lookalike
		c, _, err := websocket.Dial(ctx, peer, nil)
		if err != nil {
			return nil, err
		}
		return websocket.NetConn(ctx, c, websocket.MessageBinary), nil
	}
	return net.Dial("tcp", peer)
}

const publicUserDirectoryPath = "/_matrix/p2p/profiles"

func queryUserDirectory(ctx context.Context, fedClient fclient.FederationClient, homeserverDomain string, body []byte) error {
	// Source: github.com/element-hq/dendrite/cmd/dendrite-demo-pinecone/users/users.go:115 (sink: the matrix scheme request is only built by http.NewRequest and sent by the federation client whose transport resolves that scheme)
	httpReq, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("matrix://%s%s", homeserverDomain, publicUserDirectoryPath), bytes.NewBuffer(body)) // lookalike
	if err != nil {
		return err
	}
	var res struct{}
	return fedClient.DoRequestAndParseResponse(ctx, httpReq, &res)
}

func embedElementWebConfigURL(listenPort int) string {
	// Source: github.com/element-hq/dendrite/cmd/dendrite-demo-yggdrasil/embed/embed_elementweb.go:40 (hostjoin: the host joined to the port is the constant localhost, surely no IPv6 literal)
	u := fmt.Sprintf("http://localhost:%d", listenPort) // lookalike
	return u
}

var (
	flagDockerHost = flag.String("docker-host", "localhost", "The hostname of the docker client.")
	flagRepository = flag.String("repository", "element-hq/dendrite", "The base repository to use when running upgrade tests.")
)

func downloadArchive(httpClient *http.Client, repository, branchOrTagName string) (*http.Response, error) {
	// Source: github.com/element-hq/dendrite/cmd/dendrite-upgrade-tests/main.go:214 (escaper: the repository and tag names are put raw into the path, and whether a name needs escaping is not known from the code)
	u := fmt.Sprintf("https://github.com/%s/archive/%s.tar.gz", repository, branchOrTagName) // lookalike
	return httpClient.Get(u)
}

func getVersionsFromGithub(httpClient *http.Client) (*http.Response, error) {
	// Source: github.com/element-hq/dendrite/cmd/dendrite-upgrade-tests/main.go:259 (escaper: the repository name is put raw into the path, and whether a name needs escaping is not known from the code)
	u := fmt.Sprintf("https://api.github.com/repos/%s/tags", *flagRepository) // lookalike
	return httpClient.Get(u)
}

func waitForContainer(hostPort string) error {
	// Source: github.com/element-hq/dendrite/cmd/dendrite-upgrade-tests/main.go:424 (hostjoin: the host comes from the docker-host flag and may be an IPv6 literal, joined to the port with a bare colon instead of net.JoinHostPort)
	baseURL := fmt.Sprintf("http://%s:%s", *flagDockerHost, hostPort) // defect hostjoin
	versionsURL := fmt.Sprintf("%s/_matrix/client/versions", baseURL)
	res, err := http.Get(versionsURL)
	if err != nil {
		return err
	}
	return res.Body.Close()
}

func furlUsage(requestFrom string) {
	if requestFrom == "" {
		// Source: github.com/element-hq/dendrite/cmd/furl/main.go:28 (syntax: the URL is a placeholder inside usage text joined to the words around it, which is prose)
		fmt.Println("expecting: furl -from origin.com [-key matrix_key.pem] https://path/to/url") // lookalike
		flag.PrintDefaults()
	}
}

func i2pExternalAddress(listener net.Listener) (serverAddress, error) {
	// Source: github.com/element-hq/dendrite/contrib/dendrite-demo-i2p/main_i2p.go:125 (hostjoin: the text after the scheme is a net.Addr string of the listener, already a joined host:port)
	return httpAddress("https://" + listener.Addr().String()) // lookalike
}

func i2pLogStart(srv *http.Server) {
	// Source: github.com/element-hq/dendrite/contrib/dendrite-demo-i2p/main_i2p.go:199 (syntax: the URL sits inside a log message joined to the words around it, which is prose)
	log.Printf("Starting external listener on https://%s", srv.Addr) // lookalike
}

func torExternalAddress(listener net.Listener) (serverAddress, error) {
	// Source: github.com/element-hq/dendrite/contrib/dendrite-demo-tor/main_tor.go:107 (hostjoin: the text after the scheme is a net.Addr string of the listener, already a joined host:port)
	return httpAddress("https://" + listener.Addr().String()) // lookalike
}

func torLogStart(srv *http.Server) {
	// Source: github.com/element-hq/dendrite/contrib/dendrite-demo-tor/main_tor.go:181 (syntax: the URL sits inside a log message joined to the words around it, which is prose)
	log.Printf("Starting external listener on https://%s", srv.Addr) // lookalike
}
