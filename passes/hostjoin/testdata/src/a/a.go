package a

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type server struct {
	Host string
	Port string
}

type proxyConfig struct {
	Proxy   server
	Servers []server
	Context string
}

type ldapConfig struct {
	Host string
	Port int
}

type node struct {
	Addresses []string
	IP        net.IP
	Hostname  string
}

var zipkinHost string

func init() { flag.StringVar(&zipkinHost, "zipkin_host", "localhost", "") }

// Invalid.

// after github.com/influxdata/telegraf: migrations/outputs_wavefront/migration.go
func wavefront(host string, port int64) string {
	return fmt.Sprintf("http://%s:%d", host, port) // want `hostjoin: "http://…:…" joins host and port with ':', which breaks for an IPv6 host: it needs brackets \(RFC 3986 §3.2.2\); build host:port with net.JoinHostPort`
}

// after github.com/influxdata/telegraf: plugins/inputs/openldap/openldap.go
func openldap(c ldapConfig, tls bool) string {
	if tls {
		return fmt.Sprintf("ldaps://%s:%d", c.Host, c.Port) // want `"ldaps://…:…" joins host and port`
	}
	return fmt.Sprintf("ldap://%s:%d", c.Host, c.Port) // want `"ldap://…:…" joins host and port`
}

// after github.com/influxdata/telegraf: plugins/inputs/prometheus/kubernetes.go
func kubeletPods(nodeIP string) (*http.Request, error) {
	return http.NewRequest("GET", fmt.Sprintf("https://%s:10250/pods", nodeIP), nil) // want `"https://…:10250/pods" joins host and port`
}

// after github.com/influxdata/telegraf: plugins/inputs/zipkin/cmd/stress_test_write/stress_test_write.go
func spansURL() string {
	return fmt.Sprintf("http://%s:9411/api/v1/spans", zipkinHost) // want `"http://…:9411/api/v1/spans" joins`
}

// after github.com/influxdata/telegraf: plugins/inputs/kubernetes/kubernetes.go
func kubeletURLs(addrs []string) []string {
	var out []string
	for _, address := range addrs {
		out = append(out, "https://"+address+":10250") // want `"https://…:10250" joins host and port`
	}
	return out
}

// after github.com/influxdata/telegraf: plugins/inputs/mesos/mesos.go
func mesosURL(s string) string {
	host, port, err := net.SplitHostPort(s) // strips the brackets of "[::1]:5050"
	if err != nil {
		host, port = s, "5050"
	}
	return "http://" + host + ":" + port // want `"http://…:…" joins host and port`
}

// after github.com/influxdata/telegraf: migrations/inputs_jolokia/migration.go
func jolokia(old proxyConfig) []string {
	out := []string{"http://" + old.Proxy.Host + ":" + old.Proxy.Port + strings.TrimRight(old.Context, "/")} // want `"http://…:……" joins host and port`
	for _, s := range old.Servers {
		out = append(out, "http://"+s.Host+":"+s.Port+strings.TrimRight(old.Context, "/")) // want `"http://…:……" joins`
	}
	return out
}

// after github.com/hashicorp/nomad: command/agent/consul/unit_test.go
func checkURL(host string, port int) string {
	return fmt.Sprintf("http://%s:%d/path", host, port) // want `"http://…:…/path" joins`
}

// after github.com/hashicorp/nomad: e2e/consulcompat/shared_run_test.go
func consulAddr(n node, port int) string {
	return fmt.Sprintf("http://%s:%d", n.IP, port) // want `"http://…:…" joins`
}

// after github.com/hashicorp/nomad: e2e/metrics/metrics_test.go
func promAddr(tags []string, port int) string {
	return fmt.Sprintf("http://%s:%d", tags[0], port) // want `"http://…:…" joins`
}

// after github.com/hashicorp/nomad: e2e/pledge/pledge_test.go
func pledgeAddr(ip string, port int) (*http.Response, error) {
	address := fmt.Sprintf("http://%s:%d", ip, port) // want `"http://…:…" joins`
	return http.Get(address + "/")
}

// after github.com/etcd-io/etcd: tests/e2e/etcd_config_test.go
func peerURL(nodeIP string, i int) string {
	peerIP := nodeIP
	if i == 0 {
		peerIP = "127.0.0.1"
	}
	return fmt.Sprintf("https://%s:%d", peerIP, 20000+i) // want `"https://…:…" joins`
}

// after github.com/minio/minio: cmd/endpoint_test.go
func endpoints(ip string) []string {
	return []string{
		"http://" + ip + ":10000/d1", // want `"http://…:10000/d1" joins`
		"http://" + ip + ":9000/d2",  // want `"http://…:9000/d2" joins`
	}
}

// after github.com/traefik/traefik: integration/tracing_test.go
func tempoSearch(tempoIP string) (*url.URL, error) {
	return url.Parse("http://" + tempoIP + ":3200/api/search") // want `"http://…:3200/api/search" joins`
}

// after github.com/traefik/traefik: integration/error_pages_test.go
func backend(backendIP string) string {
	return "http://" + backendIP + ":80" // want `"http://…:80" joins`
}

// after github.com/traefik/traefik: integration/gateway_api_conformance_test.go
func entrypoints(containerIP string) string {
	return "http://" + containerIP + ":9000/api/entrypoints" // want `"http://…:9000/api/entrypoints" joins`
}

// after github.com/influxdata/telegraf: plugins/inputs/vault/vault_test.go
func vaultURL(address string, port string) string {
	return "http://" + address + ":" + port // want `"http://…:…" joins`
}

// url.URL.Hostname strips the brackets.
func rebuild(u *url.URL, port int) string {
	return "https://" + u.Hostname() + ":" + strconv.Itoa(port) + "/" // want `"https://…:…/" joins`
}

// A userinfo ended by '@' does not hide the host, and the password is
// not shown.
func withUser(host string, port int) string {
	return fmt.Sprintf("postgres://app:s3cret@%s:%d/db", host, port) // want `"postgres://app:\*\*\*@…:…/db" joins`
}

func netipHost(a netip.Addr, port int) string {
	return fmt.Sprintf("ws://%v:%d/socket", a, port) // want `"ws://…:…/socket" joins`
}

const metricsFormat = "http://%s:%d/metrics"

func namedFormat(host string, port int) string {
	return fmt.Sprintf(metricsFormat, host, port) // want `"http://…:…/metrics" joins`
}

func nested(host string, port int) string {
	return "http://" + fmt.Sprintf("%s:%d", host, port) + "/x" // want `"http://…:…/x" joins`
}

// The host comes from a variable's initializer; the report is where the
// URI is built.
func viaVariable(raw string, port string) string {
	h := strings.TrimSpace(raw)
	u := "http://" + h + ":" + port  // want `"http://…:…" joins`
	v := "https://" + h + ":" + port // want `"https://…:…" joins`
	return u + "/x" + v
}

// Valid.

// after github.com/influxdata/telegraf: migrations/outputs_wavefront/migration.go (the fix)
func joined(host string, port int) string {
	return fmt.Sprintf("http://%s/", net.JoinHostPort(host, strconv.Itoa(port)))
}

// after github.com/prometheus/prometheus: cmd/prometheus/main.go
func externalURL(port string) string {
	hostname, err := os.Hostname()
	if err != nil {
		return ""
	}
	return fmt.Sprintf("http://%s:%s/", hostname, port)
}

// after github.com/jaegertracing/jaeger: cmd/jaeger/internal/all_in_one_test.go
const allInOneHost = "0.0.0.0"

var queryAddr = fmt.Sprintf("http://%s:%d", allInOneHost, 16686)

// after github.com/go-resty/resty: request.go (an SRV target is a name; the scheme is unknown)
func srvURL(scheme string, addrs []*net.SRV, idx int, path string) string {
	domain := strings.TrimRight(addrs[idx].Target, ".")
	return fmt.Sprintf("%s://%s:%d/%s", scheme, domain, addrs[idx].Port, path)
}

// after github.com/minio/minio: internal/event/target/nats.go
func natsURL(scheme, user, pass string, addr fmt.Stringer) string {
	return scheme + "://" + user + ":" + pass + "@" + addr.String()
}

func natsUser(user, pass, addr string) string {
	return "nats://" + user + ":" + pass + "@" + addr
}

// after github.com/traefik/traefik: integration/consul_catalog_test.go (JSON text, not a URI)
func statusJSON(address string) string {
	return fmt.Sprintf(`"http://%s:80":"UP"`, address)
}

// after github.com/hashicorp/nomad: e2e/auth/auth_test.go (its key says public-ipv4; here the name says so)
func publicAddr(attrs map[string]string) string {
	publicIPv4 := attrs["unique.platform.aws.public-ipv4"]
	return fmt.Sprintf("https://%s:4646", publicIPv4)
}

// after github.com/golang/go: src/cmd/go/internal/vcweb/vcstest/vcstest_test.go (a log line)
func logServing(host string, port int) {
	fmt.Printf("serving on http://%s:%d/\n", host, port)
}

// after github.com/stbenjam/no-sprintf-host-port: testdata/src/p/p.go
func partlyKnown(domain string) []string {
	return []string{
		fmt.Sprintf("http://api.%s:6443/foo", domain),
		fmt.Sprintf("http://%s.svc.cluster.local:8080", domain),
		"http://node-" + domain + ":80",
	}
}

func bracketed(host string, port int) string {
	return fmt.Sprintf("http://[%s]:%d/", host, port)
}

func hostPortAlready(r *http.Request, u *url.URL, addr *net.TCPAddr) []string {
	return []string{
		"http://" + r.Host + "/x",
		fmt.Sprintf("http://%s:%d", u.Host, 80), // already host:port: another mistake
		fmt.Sprintf("http://%s:%d", addr, 80),
		fmt.Sprintf("http://%d:%d", 7, 80),
	}
}

func noPort(host, path string) []string {
	return []string{
		"http://" + host,
		"http://" + host + "/" + path,
		"file://" + host + ":" + path,
		"mailto:" + host + ":" + path,
		fmt.Sprintf("http://%s:x", host),
	}
}

func byIndex(host string, port int) string {
	return fmt.Sprintf("http://%[1]s:%[2]d", host, port)
}

// The scheme a hole whose every value is a scheme.
func schemeHole(host string, port int, secure bool) string {
	scheme := "http"
	if secure {
		scheme = "https"
	}
	return fmt.Sprintf("%s://%s:%d/", scheme, host, port) // want `"…://…:…/" joins`
}

// A scheme that may be anything: "://" starts an authority in any.
func anyScheme(scheme, host string, port int) string {
	return fmt.Sprintf("%s://%s:%d/", scheme, host, port) // want `"…://…:…/" joins`
}

// Every value of the scheme hole is a scheme with no port.
func portlessSchemes(host string, port int, local bool) string {
	scheme := "file"
	if local {
		scheme = "unix"
	}
	return fmt.Sprintf("%s://%s:%d/", scheme, host, port)
}

// A connection string of a scheme with no registered port.
func customScheme(host string, port int) string {
	return fmt.Sprintf("tidb://%s:%d/app", host, port) // want `"tidb://…:…/app" joins`
}

// host:port joined before, then formatted.
func joinedBefore(host, port string) string {
	addr := host + ":" + port
	return fmt.Sprintf("http://%s/metrics", addr) // want `"http://…:…/metrics" joins`
}

// A helper of the package that passes its format on.
func get(format string, args ...any) error {
	_, err := http.Get(fmt.Sprintf(format, args...))
	return err
}

func viaHelper(host string, port int) error {
	return get("http://%s:%d/health", host, port) // want `"http://…:…/health" joins`
}

// Hosts that are DNS names: an SRV target, a field named for one.
func dnsNames(srv *net.SRV, n node, port int) []string {
	return []string{
		fmt.Sprintf("http://%s:%d", srv.Target, srv.Port),
		fmt.Sprintf("http://%s:%d", n.Hostname, port),
	}
}

// host:port in the Host field of a net/url.URL.
func hostField(host string, port int) url.URL {
	return url.URL{Scheme: "http", Host: fmt.Sprintf("%s:%d", host, port)} // want `"…:…" joins`
}

// A branch for IPv4 hosts, and one that brackets the others.
func branches(host string, port int) string {
	if ip := net.ParseIP(host); ip != nil && ip.To4() == nil {
		return fmt.Sprintf("https://[%s]:%d", host, port)
	}
	return fmt.Sprintf("https://%s:%d", host, port)
}

// A name the package makes.
func serviceName(id string) string { return "svc-" + id }

func madeName(id string, port int) string {
	return fmt.Sprintf("http://%s:%d/", serviceName(id), port)
}

// A client whose only maker is given a name.
type localClient struct{ host string }

func newLocalClient(host string) *localClient { return &localClient{host: host} }

func (c *localClient) url(port int) string { return fmt.Sprintf("http://%s:%d/", c.host, port) }

func useLocal() string { return newLocalClient("localhost").url(8080) }

// A Service's name and namespace, joined: a name whatever they are.
func reaperURL(name, namespace string) string {
	return connectReaper(fmt.Sprintf("%s.%s", name, namespace))
}

func connectReaper(svc string) string { return fmt.Sprintf("http://%s:8080", svc) }

// A pod's DNS name, which the package makes from holes.
func podFQDNFor(name, ns string, i int) string {
	return fmt.Sprintf("%s-%d.%s.%s.svc.cluster.local", name, i, name, ns)
}

func agentURL(name, ns string, port int) string {
	return fmt.Sprintf("https://%s:%d", podFQDNFor(name, ns, 0), port)
}

// A Service's name is a DNS label.
func objectStore(svcName string) string { return fmt.Sprintf("https://%s:9000", svcName) }

// A parameter one of whose callers gives it a bare address.
func dialPeer(peer string) string { return fmt.Sprintf("tcp://%s:4567", peer) } // want `joins host and port with ':'`

func peers(ip string) []string { return []string{dialPeer("node-1.cluster"), dialPeer(ip)} }

// A method, whose every call gives it a Service's name and namespace.
type reaperManager struct{}

func (r *reaperManager) connectTo(svc string, useTLS bool) string {
	scheme := "http"
	if useTLS {
		scheme = "https"
	}
	return fmt.Sprintf("%s://%s:8080", scheme, svc)
}

func (r *reaperManager) reaper(name, namespace string) string {
	return r.connectTo(fmt.Sprintf("%s.%s", name, namespace), false)
}

// A method an interface of the package may call with any host.
type peerDialer interface{ dialHost(host string) string }

type tcpDialer struct{}

func (tcpDialer) dialHost(host string) string { return fmt.Sprintf("tcp://%s:4567", host) } // want `joins host and port with ':'`

func useTCPDialer() string { return tcpDialer{}.dialHost("node.cluster") }

var _ peerDialer = tcpDialer{}

// A function that brackets an IPv6 address and gives back the others.
func wrapIP(ip string) (string, error) {
	addr := net.ParseIP(ip)
	if addr == nil {
		return "", fmt.Errorf("invalid IP address %q", ip)
	}
	if addr.To4() == nil {
		return "[" + ip + "]", nil
	}
	return ip, nil
}

func listenAddress(podIP string) (string, error) {
	host, err := wrapIP(podIP)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("tcp://%s:4567", host), nil
}

// The host before the only ':' of a value split at every ':' holds none.
func originURL(connectTo string) string {
	parts := strings.Split(connectTo, ":")
	if len(parts) == 2 {
		return fmt.Sprintf("https://%s:%s", parts[0], parts[1])
	}
	return "https://" + parts[0]
}

// The Host of a request is host[:port] too; URL.Hostname gives an IPv6
// address without its brackets.
func signedHost(r *http.Request, port int) {
	r.Host = fmt.Sprintf("%s:%d", r.URL.Hostname(), port) // want `"…:…" joins`
	r.Host = r.URL.Host
}

// A URI written into a variable and extended after: the host is joined
// in the last append.
func chainDSN(user, host string, port int) string {
	dsn := "mongodb://"
	if user != "" {
		dsn += url.QueryEscape(user) + "@"
	}
	dsn += fmt.Sprintf("%s:%d", host, port) // want `"mongodb://…@…:…" joins`
	return dsn
}

// An if with an else forks the chain: the join is in both texts, and
// reported once.
func chainElse(host string, port int, unix bool) string {
	dsn := "postgres://"
	if unix {
		dsn += "u@"
	} else {
		dsn += "v@"
	}
	dsn += fmt.Sprintf("%s:%d", host, port) // want `"postgres://u@…:…" joins`
	return dsn
}

// after github.com/gofiber/storage: mssql/mssql.go (a host that starts
// with "/" is a unix socket directory)
func chainSocket(host string, port int) string {
	dsn := "sqlserver://"
	if strings.HasPrefix(host, "/") {
		dsn += fmt.Sprintf("%s:%d", host, port)
	} else {
		dsn += fmt.Sprintf("%s:%d", host, port) // want `"sqlserver://…:…" joins`
	}
	return dsn
}

// after github.com/gofiber/storage: postgres/config.go (an escaped host is still a bare IPv6 address, "%3A" for each ':')
type pgConfig struct {
	Host string
	Port int
}

func pgDSN(c pgConfig) string {
	return fmt.Sprintf("postgresql://%s:%d/db", url.QueryEscape(c.Host), c.Port) // want `"postgresql://…:…/db" joins.*JoinHostPort$`
}

// after github.com/owasp-amass/amass: ipaddr_endpoint.go (the code
// brackets an IPv6 address itself before the join)
type ipAsset struct{ Address, Type string }

func probeIP(ip *ipAsset, port int) string {
	a := ip.Address
	if ip.Type == "IPv6" {
		a = "[" + a + "]"
	}
	return "https://" + a + ":" + strconv.Itoa(port)
}

// The Name of a type named for a DNS name is one.
type FQDN struct{ Name string }

func probeName(fqdn *FQDN, port int) string {
	return "https://" + fqdn.Name + ":" + strconv.Itoa(port)
}

// after github.com/kubevela/kubevela: pkg/utils/url.go (the host is a
// submatch of a group that matches no ':')
func endpoint(server string) string {
	r := regexp.MustCompile(`^((?P<scheme>http|https)://)?(?P<host>[^:\s]+)(:(?P<port>[0-9]+))?$`)
	results := r.FindStringSubmatch(server)
	var scheme, host, port string
	for i, name := range r.SubexpNames() {
		switch name {
		case "scheme":
			scheme = results[i]
		case "host":
			host = results[i]
		case "port":
			port = results[i]
		}
	}
	return fmt.Sprintf("%s://%s:%s", scheme, host, port)
}

// A host group that may match ':' may hold an IPv6 address.
func endpointAnyHost(server string) string {
	r := regexp.MustCompile(`^(?P<scheme>[a-z]+)://(?P<host>[^/]+)$`)
	results := r.FindStringSubmatch(server)
	var host string
	for i, name := range r.SubexpNames() {
		if name == "host" {
			host = results[i]
		}
	}
	return fmt.Sprintf("https://%s:8443", host) // want `"https://…:8443" joins`
}

// after github.com/fabiolb/fabio: registry/consul/register.go (the URI
// is built again with brackets where the address is IPv6)
func healthURL(scheme string, ip net.IP, port int) string {
	u := fmt.Sprintf("%s://%s:%d/health", scheme, ip, port)
	if ip.To4() == nil {
		u = fmt.Sprintf("%s://[%s]:%d/health", scheme, ip, port)
	}
	return u
}

// Without the second write, the join is reported.
func healthURLAlways(scheme string, ip net.IP, port int) string {
	u := fmt.Sprintf("%s://%s:%d/health", scheme, ip, port) // want `"…://…:…/health" joins`
	return u
}

// after github.com/nacos-group/nacos-sdk-go: common/nacos_server (a test
// for "http://" in the address says nothing of IPv6)
type serverConfig struct {
	Scheme, IPAddr string
	Port           uint64
}

func serverAddress(cfg serverConfig) string {
	if strings.Contains(cfg.IPAddr, "http://") {
		return cfg.IPAddr
	}
	return cfg.Scheme + "://" + cfg.IPAddr + ":" + strconv.Itoa(int(cfg.Port)) // want `"…://…:…" joins`
}

// after github.com/coredns/coredns: core/dnsserver/address.go (a zone is
// a DNS name)
type zoneAddr struct{ Zone, Port, Transport string }

func (z zoneAddr) String() string {
	return z.Transport + "://" + z.Zone + ":" + z.Port
}

// after github.com/grafana/grafana-operator: a host made with known text
// no address holds, then added to, is a name.
func adminURL(scheme, service, namespace, clusterDomain string, port int) string {
	adminHost := fmt.Sprintf("%v.%v.svc", service, namespace)
	if clusterDomain != "" {
		adminHost += "." + clusterDomain
	}
	return fmt.Sprintf("%v://%v:%d", scheme, adminHost, port)
}

// after github.com/loft-sh/vcluster: a node's name, or the address a test
// of its type picks as the host name.
type nodeAddress struct{ Type, Address string }

type k8sNode struct {
	metav1.ObjectMeta
	Addresses []nodeAddress
	Port      int
}

const nodeHostName = "Hostname"

func healthzURL(n k8sNode) string {
	hostname := n.Name
	for _, a := range n.Addresses {
		if a.Type == nodeHostName {
			hostname = a.Address
		}
	}
	return fmt.Sprintf("https://%s:%d/healthz", hostname, n.Port)
}

// Any address will do: it may be IPv6.
func anyAddressURL(n k8sNode) string {
	host := n.Name
	for _, a := range n.Addresses {
		host = a.Address
	}
	return fmt.Sprintf("https://%s:%d/healthz", host, n.Port) // want `"https://…:…/healthz" joins`
}

// after github.com/qiniu/go-sdk: pili/url.go (a domain is a name)
func srtPublishURL(domain, hub string) string {
	return fmt.Sprintf("srt://%s:1935?streamid=%s", domain, hub)
}

// A domain that u.Hostname() gives is any host.
func pushURL(u *url.URL) string {
	domain := u.Hostname()
	return fmt.Sprintf("srt://%s:1935", domain) // want `"srt://…:1935" joins`
}

// after github.com/bettercap/bettercap: modules/http_proxy (a field named
// Hostname that the package fills with u.Hostname())
type jsRequest struct{ Scheme, Hostname, Port string }

func newJSRequest(u *url.URL) *jsRequest {
	return &jsRequest{Scheme: u.Scheme, Hostname: u.Hostname(), Port: u.Port()}
}

func (j *jsRequest) url() string {
	return fmt.Sprintf("%s://%s:%s", j.Scheme, j.Hostname, j.Port) // want `"…://…:…" joins`
}

// os.Hostname(), with a suffix taken off, is this machine's name.
func printerURL(port int) string {
	hostName, err := os.Hostname()
	if err != nil {
		return ""
	}
	hostName = strings.ReplaceAll(hostName, ".local", "")
	return fmt.Sprintf("ipp://%s:%d/printer", hostName, port)
}

// A map's key names no field: caConfig.CAName is written nowhere.
type caConfig struct {
	CAName string
	CAPort int
}

func sdkConfig(c caConfig) map[string]any {
	url := fmt.Sprintf("http://%s:%d", c.CAName, c.CAPort) // want `"http://…:…" joins`
	return map[string]any{c.CAName: map[string]any{"url": url}}
}

// after github.com/tilt-dev/tilt: internal/cli/up.go (a parameter holds
// what its callers give, whatever the function writes to it after)
func WebURL(webHost string, webPort int) string {
	if webHost == "0.0.0.0" {
		webHost = "127.0.0.1"
	}
	return fmt.Sprintf("http://%s:%d/", webHost, webPort) // want `"http://…:…/" joins`
}

// after github.com/xo/dburl: dsn.go (a port appended to a host that
// u.Hostname() gives, written into the Host of a URL after)
func withPort(u *url.URL, port string) *url.URL {
	host := u.Hostname()
	if port != "" {
		host += ":" + port // want `host, written into the Host of a net/url.URL, joins host and port`
	}
	return &url.URL{Scheme: u.Scheme, Host: host}
}

// after github.com/opsgenie/opsgenie-go-sdk-v2: client/client.go
type proxySettings struct {
	Host string
	Port int
}

func proxyURL(cfg proxySettings) *url.URL {
	proxy := cfg.Host
	if cfg.Port != 0 {
		proxy = proxy + ":" + strconv.Itoa(cfg.Port) // want `proxy, written into the Host of a net/url.URL, joins host and port`
	}
	return &url.URL{Scheme: "http", Host: proxy}
}

// A host and port formatted into the variable written into the Host.
func alertsURL(cfg proxySettings) *url.URL {
	host := cfg.Host
	if cfg.Port > 0 {
		host = fmt.Sprintf("%s:%d", cfg.Host, cfg.Port) // want `host, written into the Host of a net/url.URL, joins host and port`
	}
	return &url.URL{Scheme: "opsgenie", Host: host}
}

// One formatted with brackets, or with a known host, is right.
func alertsURLBracketed(cfg proxySettings) *url.URL {
	host := cfg.Host
	if cfg.Port > 0 {
		host = fmt.Sprintf("[%s]:%d", cfg.Host, cfg.Port)
	}
	if cfg.Host == "" {
		host = fmt.Sprintf("%s:%d", "localhost", cfg.Port)
	}
	return &url.URL{Scheme: "opsgenie", Host: host}
}

// A host the code writes itself is no IPv6 address.
func localURL(port string) *url.URL {
	host := "localhost"
	host += ":" + port
	return &url.URL{Scheme: "http", Host: host}
}

type multiaddr interface {
	ValueForProtocol(code int) (string, error)
}

const (
	protoIP4 = 4
	protoTCP = 6
)

// What a call gives for the IPv4 protocol is an IPv4 address.
func apiID(addr multiaddr) string {
	ip, _ := addr.ValueForProtocol(protoIP4)
	port, _ := addr.ValueForProtocol(protoTCP)
	return fmt.Sprintf("http://%s:%s/api/v0/id", ip, port)
}

// One it gives for another protocol may be anything.
func apiAny(addr multiaddr, code int) string {
	host, _ := addr.ValueForProtocol(code)
	port, _ := addr.ValueForProtocol(protoTCP)
	return fmt.Sprintf("http://%s:%s/api/v0/id", host, port) // want `joins host and port with ':'`
}

// A TLS server name is a DNS name: RFC 6066 forbids IP literals there.
func setSNIHost(u *url.URL, sni string) {
	u.Host = sni + ":" + u.Port()
}

func setAddrHost(u *url.URL, addr string) {
	u.Host = addr + ":" + u.Port() // want `hostjoin`
}

// after sigs.k8s.io/kueue: test/util/e2e.go (a URI in a command is
// still read as one, by curl)
type podStatus struct{ PodIP, Name string }

func readyCommand(p podStatus) []string {
	return []string{"/bin/sh", "-c", fmt.Sprintf("curl \"http://%s:8080/readyz\"", p.PodIP)} // want `joins host and port with ':'`
}

func fetchCommand(host string, port int) string {
	return fmt.Sprintf("wget -q -O - 'https://%s:%d/healthz'", host, port) // want `joins host and port with ':'`
}

// A URI in prose is shown, not read.
func announce(host string, port int) string {
	return fmt.Sprintf("Dashboard is now available at http://%s:%d/", host, port)
}

// A name in a command is no URI: "ssh" takes user@host.
func sshCommand(user, host string, port int) string {
	return fmt.Sprintf("ssh -p %d %s@%s", port, user, host)
}

// A scheme glued to a word before it starts no URI.
func gluedScheme(host string, port int) string {
	return fmt.Sprintf("name_http://%s:%d", host, port)
}

type uiOptions struct {
	Host string
	Dev  bool
}

// A guard that fixes the host to a name leaves no IPv6 address to join.
func existingServer(o *uiOptions, port int) (*http.Response, error) {
	if !o.Dev && o.Host == "localhost" {
		return http.Get(fmt.Sprintf("http://%s:%d/api/version", o.Host, port))
	}
	return http.Get(fmt.Sprintf("http://%s:%d/api/version", o.Host, port)) // want `joins host and port with ':'`
}
