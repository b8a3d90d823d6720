package etcd

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// TLSInfo is the subset of transport.TLSInfo the cases use.
type TLSInfo struct {
	CertFile      string
	KeyFile       string
	TrustedCAFile string
	ServerName    string
}

// Empty reports whether no certificate is configured.
func (info TLSInfo) Empty() bool { return info.CertFile == "" && info.KeyFile == "" }

// Config holds the member's URL settings.
type Config struct {
	Name                string
	InitialCluster      string
	DNSCluster          string
	ListenPeerUrls      []url.URL
	AdvertisePeerUrls   []url.URL
	ListenClientUrls    []url.URL
	AdvertiseClientUrls []url.URL
	PeerTLSInfo         TLSInfo
}

var (
	defaultHostname   string
	defaultHostStatus error
)

func init() {
	defaultHostname, defaultHostStatus = getDefaultHost()
}

// getDefaultHost returns the address of the default route: IPv4 first, else IPv6.
func getDefaultHost() (string, error) {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		return "", err
	}
	var v6 string
	for _, a := range addrs {
		ipn, ok := a.(*net.IPNet)
		if !ok || !ipn.IP.IsGlobalUnicast() {
			continue
		}
		if ipn.IP.To4() != nil {
			return ipn.IP.String(), nil
		}
		if v6 == "" {
			v6 = ipn.IP.String()
		}
	}
	if v6 != "" {
		return v6, nil
	}
	return "", errors.New("no default host")
}

// setPeerServerName uses the DNS cluster name as TLS server name for SRV-discovered https peers.
func (cfg *Config) setPeerServerName(clusterStrs []string) (map[string][]url.URL, error) {
	clusterStr := strings.Join(clusterStrs, ",")
	// Source: go.etcd.io/etcd/server/v3/embed/config.go:1100 (hostform: the scheme prefix is a substring searched for in a name=URL list by strings.Contains, not a URI with an empty host)
	if strings.Contains(clusterStr, "https://") && cfg.PeerTLSInfo.TrustedCAFile == "" { // lookalike
		cfg.PeerTLSInfo.ServerName = cfg.DNSCluster
	}
	return newURLsMap(clusterStr)
}

// InitialClusterFromName builds the initial-cluster setting for a member name.
func (cfg *Config) InitialClusterFromName(name string) (ret string) {
	if len(cfg.AdvertisePeerUrls) == 0 {
		return ""
	}
	n := name
	if name == "" {
		n = "default"
	}
	for i := range cfg.AdvertisePeerUrls {
		// Source: go.etcd.io/etcd/server/v3/embed/config.go:1180 (syntax: the concatenation builds a comma-separated name=URL list for initial-cluster, not one URI, and each URL comes from url.URL.String)
		ret = ret + "," + n + "=" + cfg.AdvertisePeerUrls[i].String() // lookalike
	}
	return ret[1:]
}

// UpdateDefaultClusterFromName replaces a 0.0.0.0 listen host by the machine's default host.
func (cfg *Config) UpdateDefaultClusterFromName(defaultInitialCluster string) (string, error) {
	if defaultHostname == "" || defaultHostStatus != nil {
		if cfg.Name != "default" && cfg.InitialCluster == defaultInitialCluster {
			cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
		}
		return "", defaultHostStatus
	}
	used := false
	pip, pport := cfg.ListenPeerUrls[0].Hostname(), cfg.ListenPeerUrls[0].Port()
	if pip == "0.0.0.0" {
		// Source: go.etcd.io/etcd/server/v3/embed/config.go:1298 (hostjoin: the machine's default host from the routing table is an IPv6 address when the host has no IPv4 route, and a bare ':' join leaves it unbracketed in the URL host)
		cfg.AdvertisePeerUrls[0] = url.URL{Scheme: cfg.AdvertisePeerUrls[0].Scheme, Host: fmt.Sprintf("%s:%s", defaultHostname, pport)} // defect hostjoin
		used = true
	}
	if cfg.Name != "default" && cfg.InitialCluster == defaultInitialCluster {
		cfg.InitialCluster = cfg.InitialClusterFromName(cfg.Name)
	}
	cip, cport := cfg.ListenClientUrls[0].Hostname(), cfg.ListenClientUrls[0].Port()
	if cip == "0.0.0.0" {
		// Source: go.etcd.io/etcd/server/v3/embed/config.go:1308 (hostjoin: the same default host, possibly IPv6, joined to the client port with a bare ':' into the advertise client URL host)
		cfg.AdvertiseClientUrls[0] = url.URL{Scheme: cfg.AdvertiseClientUrls[0].Scheme, Host: fmt.Sprintf("%s:%s", defaultHostname, cport)} // defect hostjoin
		used = true
	}
	if !used {
		return "", defaultHostStatus
	}
	return defaultHostname, defaultHostStatus
}

// ErrMissingClientTLSInfoForMetricsURL is returned for an https metrics URL without client TLS.
var ErrMissingClientTLSInfoForMetricsURL = errors.New("client TLS key/cert must be provided for https metrics URL")

func createMetricsListener(murl url.URL, tls TLSInfo) (net.Listener, error) {
	if murl.Scheme == "https" && tls.Empty() {
		return nil, ErrMissingClientTLSInfoForMetricsURL
	}
	return net.Listen("tcp", murl.Host)
}

var grpcProxyListenAddr string

func init() {
	flag.StringVar(&grpcProxyListenAddr, "listen-addr", "", "listen address")
}

// proxyListener listens on the address given by the listen-addr flag.
func proxyListener() (net.Listener, error) {
	return net.Listen("tcp", grpcProxyListenAddr)
}

// selfCertHosts names the hosts a self-signed proxy certificate covers.
func selfCertHosts() []string {
	// Source: go.etcd.io/etcd/server/v3/etcdmain/grpc_proxy.go:209 (hostjoin: the listen-addr flag is already a host:port that net.Listen accepts, so an IPv6 host in it is bracketed, and nothing is joined with ':' here)
	host := []string{"https://" + grpcProxyListenAddr} // lookalike
	return host
}

const usageClustering = "Clustering:\n" +
	// Source: go.etcd.io/etcd/server/v3/etcdmain/help.go:119 (syntax: a default value quoted inside the usage text of the initial-cluster flag, prose per rule 4)
	"  --initial-cluster 'default=http://localhost:2380'\n" + // lookalike
	"    Initial cluster configuration for bootstrapping.\n"

// Usage prints the flag help.
func Usage(w io.Writer) { fmt.Fprint(w, usageClustering) }

// RaftStreamPrefix is the path prefix of the raft stream handlers.
const RaftStreamPrefix = "/raft/stream"

type streamReader struct {
	peer url.URL
	id   string
}

func (cr *streamReader) dialURL(streamType string) string {
	uu := cr.peer
	// Source: go.etcd.io/etcd/server/v3/etcdserver/api/rafthttp/stream.go:571 (pathjoin: path.Join joins the stream endpoint path and a member ID into the Path field, it never sees the peer URL itself)
	uu.Path = path.Join(RaftStreamPrefix, streamType, cr.id) // lookalike
	return uu.String()
}

// createPostRequest creates an HTTP POST request that sends a raft message.
func createPostRequest(u url.URL, p string, body io.Reader) (*http.Request, error) {
	uu := u
	// Source: go.etcd.io/etcd/server/v3/etcdserver/api/rafthttp/util.go:66 (escaper: a raw path goes into the decoded Path field and url.URL.String escapes it, so no escaper belongs here)
	uu.Path = p // lookalike
	return http.NewRequest(http.MethodPost, uu.String(), body)
}

const pathMetrics = "/metrics"

// HandleMetrics forwards the metrics request to the first etcd endpoint.
func HandleMetrics(mux *http.ServeMux, c *http.Client, eps []string) {
	mux.HandleFunc(pathMetrics, func(w http.ResponseWriter, r *http.Request) {
		target := fmt.Sprintf("%s%s", eps[0], pathMetrics)
		if !strings.HasPrefix(target, "http") {
			scheme := "http"
			if r.TLS != nil {
				scheme = "https"
			}
			// Source: go.etcd.io/etcd/server/v3/proxy/grpcproxy/metrics.go:88 (hostjoin: the endpoint is already a host:port and the scheme is added only when it has none, a condition on the value per rule 5)
			target = fmt.Sprintf("%s://%s", scheme, target) // lookalike
		}
		resp, err := c.Get(target)
		if err != nil {
			http.Error(w, "Internal server error", http.StatusInternalServerError)
			return
		}
		defer resp.Body.Close()
		_, _ = io.Copy(w, resp.Body)
	})
}
