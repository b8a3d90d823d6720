// Package address holds network addresses, host:port given to a listener
// or a dialer: the authority of a URI with no scheme.
package address

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"

	"address/internal/bytealg"
	"github.com/hashicorp/consul/api"
	"golang.org/x/net/proxy"
)

type config struct {
	Host string
	Port int
}

// after github.com/tus/tusd: cmd/tusd/cli/serve.go
func listen(host, port string) (net.Listener, error) {
	return net.Listen("tcp", host+":"+port) // want `"…:…" joins host and port with ':'`
}

// after github.com/zincsearch/zincsearch: cmd/zincsearch/main.go
func server(cfg config) *http.Server {
	return &http.Server{Addr: fmt.Sprintf("%s:%d", cfg.Host, cfg.Port)} // want `"…:…" joins host and port with ':'`
}

func serve(cfg config) error {
	srv := &http.Server{}
	srv.Addr = cfg.Host + ":" + strconv.Itoa(cfg.Port) // want `"…:…" joins host and port with ':'`
	return srv.ListenAndServe()
}

// The address written into a variable, and the one a function of the
// package returns, are given whole.
func dialTLS(cfg config) (*tls.Conn, error) {
	addr := fmt.Sprintf("%s:%d", cfg.Host, cfg.Port) // want `"…:…" joins host and port with ':'`
	return tls.Dial("tcp", addr, nil)
}

func (c config) address() string {
	return fmt.Sprintf("%s:%d", c.Host, c.Port) // want `"…:…" joins host and port with ':'`
}

func run(c config) error {
	return http.ListenAndServe(c.address(), nil)
}

func dialContext(ctx context.Context, d *net.Dialer, c config) (net.Conn, error) {
	return d.DialContext(ctx, "tcp", c.Host+":"+strconv.Itoa(c.Port)) // want `"…:…" joins host and port with ':'`
}

// go vet's hostport analyzer reports fmt.Sprintf("%s:%d") given to
// net.Dial: the same finding is not made twice.
func dial(c config) (net.Conn, error) {
	return net.Dial("tcp", fmt.Sprintf("%s:%d", c.Host, c.Port))
}

// A constant host, one already host:port, and net.JoinHostPort are right.
func right(c config) {
	_, _ = net.Listen("tcp", "localhost:"+strconv.Itoa(c.Port))
	_, _ = net.Listen("tcp", net.JoinHostPort(c.Host, strconv.Itoa(c.Port)))
	ln, _ := net.Listen("tcp", ":0")
	_, _ = net.Dial("tcp", ln.Addr().String())
	_ = http.ListenAndServe(os.Getenv("ADDR"), nil)
}

// A host:port that reaches no listener or dialer is left alone: a label,
// a key, a line of a log.
func label(c config) string {
	return fmt.Sprintf("%s:%d", c.Host, c.Port)
}

// after github.com/1Panel-dev/1Panel: backend/server/server.go
var conf struct{ BindAddress, Port, Ipv6 string }

func start() (net.Listener, error) {
	network := "tcp4"
	if conf.Ipv6 == "enable" {
		network = "tcp"
		conf.BindAddress = fmt.Sprintf("[%s]", conf.BindAddress)
	}
	return net.Listen(network, conf.BindAddress+":"+conf.Port)
}

// after github.com/liang09255/proxy: client2.go
func socks(ip, port string) (proxy.Dialer, error) {
	return proxy.SOCKS5("tcp", ip+":"+port, nil, proxy.Direct) // want `"…:…" joins host and port with ':'`
}

// after github.com/guapo-organizations/go-micro-secret: consul/config.go
func consul(ip, port string) *api.Config {
	config := api.DefaultConfig()
	config.Address = fmt.Sprintf("%s:%s", ip, port) // want `"…:…" joins host and port with ':'`
	return config
}

type network struct{}

// DialContextTCP dials addr over the virtual network.
func (network) DialContextTCP(ctx context.Context, addr string) (net.Conn, error) { return nil, nil }

// after github.com/lima-vm/lima: pkg/networks/usernet/gvproxy.go
func probe(ctx context.Context, n network, ip string, port uint16) error {
	addr := fmt.Sprintf("%s:%d", ip, port) // want `"…:…" joins host and port with ':'`
	_, err := n.DialContextTCP(ctx, addr)
	return err
}

// after github.com/glanceapp/glance: internal/glance/widget-docker-containers.go
func containers(source string) (*http.Request, error) {
	var scheme, hostname string
	if u, err := url.Parse(source); err == nil && u.Host != "" {
		scheme = u.Scheme
		port := u.Port()
		if port == "" {
			port = "2375"
		}
		hostname = u.Hostname() + ":" + port // want `hostname, the authority of "…://…/containers/json", joins host and port with ':'`
	} else {
		scheme, hostname = "http", "docker"
	}
	return http.NewRequest("GET", scheme+"://"+hostname+"/containers/json", nil)
}

// after github.com/goware/urlx: urlx.go
func defaultScheme(rawURL, scheme string) string {
	if strings.HasPrefix(rawURL, "//") {
		rawURL = scheme + ":" + rawURL
	}
	if !strings.Contains(rawURL, "://") {
		rawURL = scheme + "://" + rawURL
	}
	return rawURL
}

// after go.mongodb.org/mongo-driver: x/mongo/driver/crypt.go
func kms(host string) (*tls.Conn, error) {
	addr := host
	if i := strings.IndexByte(host, ':'); i == -1 {
		addr = fmt.Sprintf("%s:%d", host, 443)
	}
	return tls.Dial("tcp", addr, nil)
}

// after net.JoinHostPort: a host the code has searched for ':' before.
func joinHostPort(host, port string) string {
	if bytealg.IndexByteString(host, ':') >= 0 {
		return "[" + host + "]:" + port
	}
	return host + ":" + port
}

func dialJoined(host, port string) (net.Conn, error) {
	return net.Dial("tcp", joinHostPort(host, port))
}
