package gubernator

import (
	"crypto/tls"
	"fmt"
	"net"
	"net/http"
	"strconv"
	"testing"

	etcd "go.etcd.io/etcd/client/v3"
	"google.golang.org/grpc"
)

type Config struct {
	HTTPListenAddress       string
	HTTPStatusListenAddress string
}

type Daemon struct {
	conf     Config
	PeerInfo PeerInfo
}

func (d *Daemon) Config() Config { return d.conf }

func startDaemon(t *testing.T, port int) *Daemon {
	t.Helper()
	host := "127.0.0.1"
	return &Daemon{
		conf: Config{
			HTTPListenAddress:       net.JoinHostPort(host, strconv.Itoa(port)),
			HTTPStatusListenAddress: net.JoinHostPort(host, strconv.Itoa(port+1)),
		},
		PeerInfo: PeerInfo{GRPCAddress: net.JoinHostPort(host, strconv.Itoa(port+2))},
	}
}

func getMetricRequest(url string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestGlobalRateLimitsPeerOverLimit(t *testing.T) {
	peers := []*Daemon{startDaemon(t, 9980)}
	// Source: github.com/gubernator-io/gubernator/v2/functional_test.go:1681 (hostjoin: the listen address of the test's own daemon is already host:port, and no colon is added after the host.)
	metricsURL := fmt.Sprintf("http://%s/metrics", peers[0].Config().HTTPListenAddress) // lookalike
	if err := getMetricRequest(metricsURL); err != nil {
		t.Fatal(err)
	}
}

func TestStaticRoundRobin(t *testing.T) {
	owner, nonOwner := startDaemon(t, 9990), startDaemon(t, 9993)
	// Source: github.com/gubernator-io/gubernator/v2/functional_test.go:1721 (hostform: a gRPC target for the static resolver whose empty authority is the normal gRPC form; the scheme is no DNS-based one.)
	address := fmt.Sprintf("static:///%s,%s", owner.PeerInfo.GRPCAddress, nonOwner.PeerInfo.GRPCAddress) // lookalike
	conn, err := grpc.NewClient(address)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
}

func TestGRPCGateway(t *testing.T) {
	address := startDaemon(t, 9880).Config().HTTPListenAddress
	// Source: github.com/gubernator-io/gubernator/v2/functional_test.go:2575 (hostjoin: the peer's HTTP address from the test cluster is already host:port.)
	resp, err := http.DefaultClient.Get("http://" + address + "/v1/HealthCheck") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
}

func getMetrics(HTTPAddr string) error {
	// Source: github.com/gubernator-io/gubernator/v2/functional_test.go:3226 (hostjoin: the helper gets a listen address that is already host:port.)
	url := fmt.Sprintf("http://%s/metrics", HTTPAddr) // lookalike
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func TestMetrics(t *testing.T) {
	if err := getMetrics(startDaemon(t, 9780).Config().HTTPListenAddress); err != nil {
		t.Fatal(err)
	}
}

func TestHTTPSClientAuth(t *testing.T) {
	config := startDaemon(t, 9685).Config()
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{}}}
	// Source: github.com/gubernator-io/gubernator/v2/tls_test.go:284 (hostjoin: the test daemon's listen address is already host:port.)
	resp, err := client.Get(fmt.Sprintf("https://%s/metrics", config.HTTPListenAddress)) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
}

func TestHealthCheckStatusAddress(t *testing.T) {
	conf := startDaemon(t, 9685).Config()
	// Source: github.com/gubernator-io/gubernator/v2/tls_test.go:327 (hostjoin: the status listen address of the test daemon is already host:port.)
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("https://%s/v1/HealthCheck", conf.HTTPStatusListenAddress), nil) // lookalike
	if err != nil {
		t.Fatal(err)
	}
	_ = req
}

func TestNewEtcdPoolRunFailureReturnsNil(t *testing.T) {
	// Source: github.com/gubernator-io/gubernator/v2/etcd_internal_test.go:18 (sink: the etcd client takes bare host:port endpoints, and port 1 is a valid port used to fail fast.)
	client, err := etcd.New(etcd.Config{Endpoints: []string{"localhost:1"}}) // lookalike
	if err != nil {
		t.Skip("could not create etcd client; skipping")
	}
	if err := client.Close(); err != nil {
		t.Fatal(err)
	}
}
