package uri

import (
	_ "embed"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// SchemeStatus is the registration status of a scheme in the IANA registry.
type SchemeStatus uint8

const (
	StatusUnregistered SchemeStatus = iota // widely used, not in the IANA registry
	StatusPermanent
	StatusProvisional
	StatusHistorical
)

// statusNames are also the words of the registry's status column.
var statusNames = [...]string{"unregistered", "permanent", "provisional", "historical"}

// String returns the status as the registry spells it, such as "permanent".
func (s SchemeStatus) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "SchemeStatus(invalid)"
}

// AuthorityRule says whether a scheme's URIs have an authority ("//") and a host.
type AuthorityRule uint8

const (
	AuthorityUnknown      AuthorityRule = iota // no rule known
	AuthorityNone                              // never "//": mailto:, urn:, tel:, data:
	AuthorityOptionalHost                      // an authority's host may be empty, "//" may be optional: file:///, dns:
	AuthorityRequiredHost                      // "//" and a non-empty host: http, https, ws, wss, ftp, ...
)

var authorityNames = [...]string{"unknown", "none", "optional-host", "required-host"}

// String returns a lowercase name for the rule, such as "required-host".
func (a AuthorityRule) String() string {
	if int(a) < len(authorityNames) {
		return authorityNames[a]
	}
	return "AuthorityRule(invalid)"
}

// Scheme is what is known of a URI scheme beyond the generic syntax, for
// scheme-based normalization (§6.2.3) and for checks the generic syntax
// cannot make, such as an empty host in "http:///path".
type Scheme struct {
	Name            string // lowercase
	Status          SchemeStatus
	Description     string        // from the registry, or ours for unregistered ones
	DefaultPort     uint16        // 0 when the scheme has no default port we know of
	Authority       AuthorityRule // whether "//" and a host are required
	EmptyPathIsRoot bool          // an empty path with an authority means "/" (§6.2.3; http, ws, coap)
	HostList        bool          // a comma-separated list of hosts is legal in the authority (mongodb, nats, ...)
	// ClientPort: DefaultPort is the port the clients assume, not one a
	// specification of the scheme lets normalization remove (§6.2.3).
	// Connection strings write it out by convention, as their drivers'
	// docs do: "postgres://db:5432/app".
	ClientPort bool
	// FormQuery: the query is read as form data, the
	// application/x-www-form-urlencoded of WHATWG URL §5 that HTML forms
	// write into http and https URIs (RFC 9110 §4.2) and their servers
	// parse: "+" is a space and "&" separates the name=value pairs. So is
	// that of ws and wss, whose opening handshake is an HTTP request
	// (RFC 6455 §4.1).
	FormQuery bool
	// NamedHost: the host names a thing of the service, a bucket, not a
	// DNS host: its case is not known to be insignificant (§6.2.2.1).
	NamedHost bool
	// ExportColon: "host:/export" is how the scheme's users write the
	// export of a server, as a mount source does: the ':' ends the host,
	// and the empty port is no slip.
	ExportColon bool

	// Reference is where the facts above come from, such as
	// "RFC 9110 §4.2.1"; for a scheme we know nothing more of, it is the
	// registry's reference.
	Reference string
}

// schemesTSV is the IANA "Uniform Resource Identifier (URI) Schemes"
// registry as shipped in the npm package @silverbucket/iana-schemes 1.4.4
// (MIT licence), with the columns scheme, status, description and
// reference. It is a snapshot: later registrations are missing.
//
//go:embed schemes.tsv
var schemesTSV string

// schemeFacts is what we know of schemes beyond the registry, which records
// neither default ports nor the shape of the authority. A port is listed only
// when a specification, or the documentation of the scheme's one reference
// implementation, names it. Name and Status are filled in from the registry;
// Description is needed only for schemes the registry lacks.
var schemeFacts = map[string]Scheme{
	// "//" and a non-empty host.
	"http":     {DefaultPort: 80, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true, Reference: "RFC 9110 §4.2.1, §4.2.3"},
	"https":    {DefaultPort: 443, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true, Reference: "RFC 9110 §4.2.2, §4.2.3"},
	"ws":       {DefaultPort: 80, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true, Reference: "RFC 6455 §3"},
	"wss":      {DefaultPort: 443, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, FormQuery: true, Reference: "RFC 6455 §3"},
	"coap":     {DefaultPort: 5683, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, Reference: "RFC 7252 §6.1, §6.3"}, // "The host MUST NOT be empty"
	"coaps":    {DefaultPort: 5684, Authority: AuthorityRequiredHost, EmptyPathIsRoot: true, Reference: "RFC 7252 §6.2, §6.3"},
	"ftp":      {DefaultPort: 21, Authority: AuthorityRequiredHost, Reference: "RFC 1738 §3.2"},
	"gopher":   {DefaultPort: 70, Authority: AuthorityRequiredHost, Reference: "RFC 4266"},
	"telnet":   {DefaultPort: 23, Authority: AuthorityRequiredHost, Reference: "RFC 4248"},
	"tn3270":   {DefaultPort: 23, Authority: AuthorityRequiredHost, Reference: "RFC 6270"}, // the syntax of telnet
	"wais":     {DefaultPort: 210, Authority: AuthorityRequiredHost, Reference: "RFC 4156"},
	"prospero": {DefaultPort: 1525, Authority: AuthorityRequiredHost, Reference: "RFC 4157"},
	"nntp":     {DefaultPort: 119, Authority: AuthorityRequiredHost, Reference: "RFC 5538"},
	"imap":     {DefaultPort: 143, Authority: AuthorityRequiredHost, Reference: "RFC 5092"},
	"pop":      {DefaultPort: 110, Authority: AuthorityRequiredHost, Reference: "RFC 2384"},
	"rtsp":     {DefaultPort: 554, Authority: AuthorityRequiredHost, Reference: "RFC 7826"},
	"rtsps":    {DefaultPort: 322, Authority: AuthorityRequiredHost, Reference: "RFC 7826"},
	"ipp":      {DefaultPort: 631, Authority: AuthorityRequiredHost, Reference: "RFC 3510 §4.2"},
	"ipps":     {DefaultPort: 631, Authority: AuthorityRequiredHost, Reference: "RFC 7472"}, // the port of ipp, not 443
	"dict":     {DefaultPort: 2628, Authority: AuthorityRequiredHost, Reference: "RFC 2229 §5"},
	"ssh":      {DefaultPort: 22, Authority: AuthorityRequiredHost, Reference: "draft-ietf-secsh-scp-sftp-ssh-uri"},
	"sftp":     {DefaultPort: 22, Authority: AuthorityRequiredHost, Reference: "draft-ietf-secsh-scp-sftp-ssh-uri"},
	"git":      {DefaultPort: 9418, Authority: AuthorityRequiredHost, Reference: "git-daemon(1)"},
	"svn":      {DefaultPort: 3690, Authority: AuthorityRequiredHost, Reference: "svnserve(8)"},
	"rsync":    {DefaultPort: 873, Authority: AuthorityRequiredHost, Reference: "rsync(1)"},
	"mongodb":  {Description: "MongoDB connection string", DefaultPort: 27017, Authority: AuthorityRequiredHost, HostList: true, Reference: "MongoDB Connection String spec"},
	// One host and no port: the DNS SRV record of the host lists the servers.
	"mongodb+srv": {Description: "MongoDB connection string, servers from DNS SRV", Authority: AuthorityRequiredHost, Reference: "MongoDB Initial DNS Seedlist Discovery spec"},
	// The host is the bucket.
	"s3": {Description: "Amazon S3 object", Authority: AuthorityRequiredHost, NamedHost: true, Reference: "AWS CLI, s3 paths"},
	"gs": {Description: "Google Cloud Storage object", Authority: AuthorityRequiredHost, NamedHost: true, Reference: "gcloud storage URIs"},

	// The host of an authority may be empty. In file, dns, unix and
	// passthrough "//" is optional too: file:/etc/hosts, dns:example.com.
	"file":  {Authority: AuthorityOptionalHost, Reference: "RFC 8089 §2"},
	"ldap":  {DefaultPort: 389, Authority: AuthorityOptionalHost, Reference: "RFC 4516 §2"}, // ldap:/// leaves the server to the client
	"ldaps": {DefaultPort: 636, Authority: AuthorityOptionalHost, Reference: "IANA service name ldaps"},
	// postgres:///db connects through the default Unix socket.
	"postgres":    {Description: "PostgreSQL connection URI", DefaultPort: 5432, Authority: AuthorityOptionalHost, HostList: true, Reference: "PostgreSQL libpq, Connection URIs"},
	"postgresql":  {Description: "PostgreSQL connection URI", DefaultPort: 5432, Authority: AuthorityOptionalHost, HostList: true, Reference: "PostgreSQL libpq, Connection URIs"},
	"amqp":        {Description: "AMQP 0-9-1 connection URI", DefaultPort: 5672, Authority: AuthorityOptionalHost, Reference: "RabbitMQ AMQP URI spec"},
	"amqps":       {Description: "AMQP 0-9-1 connection URI over TLS", DefaultPort: 5671, Authority: AuthorityOptionalHost, Reference: "RabbitMQ AMQP URI spec"},
	"dns":         {Authority: AuthorityOptionalHost, Reference: "RFC 4501; gRPC doc/naming.md"},
	"unix":        {Description: "Unix domain socket (gRPC)", Authority: AuthorityOptionalHost, Reference: "gRPC doc/naming.md"},
	"passthrough": {Description: "address used as is (grpc-go)", Authority: AuthorityOptionalHost, Reference: "grpc-go resolver package"},

	// Never "//". Left out because an authority is optional in them: news
	// (RFC 5538: news://server/group) and xmpp (RFC 5122).
	"mailto":     {Authority: AuthorityNone, Reference: "RFC 6068 §2"},
	"urn":        {Authority: AuthorityNone, Reference: "RFC 8141 §2"},
	"tel":        {Authority: AuthorityNone, Reference: "RFC 3966 §3"},
	"sms":        {Authority: AuthorityNone, Reference: "RFC 5724"},
	"data":       {Authority: AuthorityNone, Reference: "RFC 2397 §3"},
	"sip":        {Authority: AuthorityNone, Reference: "RFC 3261 §19.1.1"}, // sip:user@host
	"sips":       {Authority: AuthorityNone, Reference: "RFC 3261 §19.1.1"},
	"about":      {Authority: AuthorityNone, Reference: "RFC 6694"},
	"blob":       {Authority: AuthorityNone, Reference: "W3C File API, blob URLs"}, // blob:https://host/uuid
	"javascript": {Description: "JavaScript code run by a browser", Authority: AuthorityNone, Reference: "WHATWG HTML, javascript: URLs"},
	"magnet":     {Authority: AuthorityNone, Reference: "BitTorrent BEP 9"}, // magnet:?xt=...
	"geo":        {Authority: AuthorityNone, Reference: "RFC 5870"},
	"cid":        {Authority: AuthorityNone, Reference: "RFC 2392 §2"},
	"mid":        {Authority: AuthorityNone, Reference: "RFC 2392 §2"},
	"tag":        {Authority: AuthorityNone, Reference: "RFC 4151"},

	// A default port, but no rule for the authority that we are sure of.
	"nfs":        {DefaultPort: 2049, ExportColon: true, Reference: "RFC 2224; nfs(5), server:/export"},
	"vnc":        {DefaultPort: 5900, Reference: "RFC 7869"},
	"redis":      {DefaultPort: 6379, Reference: "IANA provisional registration redis"},
	"rediss":     {DefaultPort: 6379, Reference: "IANA provisional registration rediss"}, // TLS on the same port
	"mysql":      {Description: "MySQL connection URI", DefaultPort: 3306, Reference: "MySQL, Connecting Using URI-Like Strings"},
	"nats":       {Description: "NATS server URL", DefaultPort: 4222, HostList: true, Reference: "NATS docs, Connecting"},
	"kafka":      {Description: "Apache Kafka broker", DefaultPort: 9092, Reference: "Apache Kafka docs, listeners"},
	"clickhouse": {Description: "ClickHouse native protocol DSN", DefaultPort: 9000, HostList: true, Reference: "clickhouse-go DSN"},
	"valkey":     {Description: "Valkey (Redis protocol) connection URL", DefaultPort: 6379, Reference: "redigo redis.DialURL"},
	"valkeys":    {Description: "Valkey (Redis protocol) connection URL over TLS", DefaultPort: 6379, Reference: "redigo redis.DialURL"},
	"bolt":       {Description: "Neo4j Bolt connection to one server", DefaultPort: 7687, Reference: "Neo4j Go driver manual, Connection URI"},
	"bolt+s":     {Description: "Neo4j Bolt connection to one server over TLS", DefaultPort: 7687, Reference: "Neo4j Go driver manual, Connection URI"},
	"bolt+ssc":   {Description: "Neo4j Bolt connection to one server over TLS, self-signed certificate", DefaultPort: 7687, Reference: "Neo4j Go driver manual, Connection URI"},
	"neo4j":      {Description: "Neo4j routed connection", DefaultPort: 7687, Reference: "Neo4j Go driver manual, Connection URI"},
	"neo4j+s":    {Description: "Neo4j routed connection over TLS", DefaultPort: 7687, Reference: "Neo4j Go driver manual, Connection URI"},
	"neo4j+ssc":  {Description: "Neo4j routed connection over TLS, self-signed certificate", DefaultPort: 7687, Reference: "Neo4j Go driver manual, Connection URI"},

	// Transports and brokers that clients name by a URL with a host, and
	// whose port the client or the service decides: tcp://host:2376 for
	// Docker, tcp://, ssl://, tls:// for MQTT brokers (Eclipse Paho) and
	// tls:// for NATS.
	"tcp":  {Description: "TCP endpoint (Docker, MQTT)", Authority: AuthorityRequiredHost, Reference: "Docker Engine docs, dockerd --host; Eclipse Paho Go client, ClientOptions.AddBroker"},
	"tls":  {Description: "TLS endpoint (NATS, MQTT)", Authority: AuthorityRequiredHost, Reference: "NATS docs, TLS; Eclipse Paho Go client, ClientOptions.AddBroker"},
	"ssl":  {Description: "TLS endpoint (MQTT)", Authority: AuthorityRequiredHost, Reference: "Eclipse Paho Go client, ClientOptions.AddBroker"},
	"tcps": {Description: "TLS endpoint (MQTT)", Authority: AuthorityRequiredHost, Reference: "Eclipse Paho Go client, ClientOptions.AddBroker"},
	// MQTT over TCP and over TLS, on the ports of the IANA service names
	// mqtt and secure-mqtt.
	"mqtt":  {Description: "MQTT broker", DefaultPort: 1883, Authority: AuthorityRequiredHost, Reference: "IANA service name mqtt; Eclipse Paho Go client, ClientOptions.AddBroker"},
	"mqtts": {Description: "MQTT broker over TLS", DefaultPort: 8883, Authority: AuthorityRequiredHost, Reference: "IANA service name secure-mqtt; Eclipse Paho Go client, ClientOptions.AddBroker"},
	// Proxies: net/http's Transport.Proxy and x/net/proxy take socks5 and
	// socks5h (names resolved by the proxy); curl takes socks4 and socks4a.
	"socks5":  {Description: "SOCKS5 proxy", DefaultPort: 1080, Authority: AuthorityRequiredHost, Reference: "RFC 1928; golang.org/x/net/proxy.FromURL; net/http Transport.Proxy"},
	"socks5h": {Description: "SOCKS5 proxy that resolves host names", DefaultPort: 1080, Authority: AuthorityRequiredHost, Reference: "golang.org/x/net/proxy.FromURL; curl CURLOPT_PROXY"},
	"socks4":  {Description: "SOCKS4 proxy", DefaultPort: 1080, Authority: AuthorityRequiredHost, Reference: "curl CURLOPT_PROXY"},
	"socks4a": {Description: "SOCKS4a proxy that resolves host names", DefaultPort: 1080, Authority: AuthorityRequiredHost, Reference: "curl CURLOPT_PROXY"},
	// Local sockets, whose "host" is empty or a path: npipe:////./pipe/x
	// (Docker on Windows), unixs://path (etcd, Unix socket with TLS),
	// ldapi://%2Fvar%2Frun%2Fslapd%2Fldapi (LDAP over a Unix socket, the
	// path percent-encoded in the host; empty for the default socket).
	"npipe": {Description: "Windows named pipe (Docker)", Authority: AuthorityOptionalHost, Reference: "Docker Engine docs, dockerd --host"},
	"unixs": {Description: "Unix domain socket with TLS (etcd)", Authority: AuthorityOptionalHost, Reference: "etcd clientv3 Config.Endpoints"},
	"ldapi": {Description: "LDAP over a Unix domain socket", Authority: AuthorityOptionalHost, Reference: "draft-chu-ldap-ldapi; go-ldap DialURL"},
	"cldap": {Description: "connectionless LDAP over UDP", DefaultPort: 389, Authority: AuthorityOptionalHost, Reference: "RFC 3352; go-ldap DialURL"},
}

// clientPortSchemes are the schemes of database and message-broker
// connection strings and of proxies, whose default port is the client's
// (see Scheme.ClientPort).
var clientPortSchemes = map[string]bool{
	"mongodb": true, "postgres": true, "postgresql": true, "amqp": true, "amqps": true,
	"redis": true, "rediss": true, "mysql": true, "nats": true, "kafka": true, "clickhouse": true,
	"valkey": true, "valkeys": true, "bolt": true, "bolt+s": true, "bolt+ssc": true,
	"neo4j": true, "neo4j+s": true, "neo4j+ssc": true, "mqtt": true, "mqtts": true,
	"socks5": true, "socks5h": true, "socks4": true, "socks4a": true, "cldap": true,
}

// schemeRegistry is the registry with schemeFacts laid over it.
type schemeRegistry struct {
	byName map[string]Scheme // keyed by Name
	sorted []Scheme          // by Name
}

// knownSchemes parses the embedded registry on first use, so that programs
// that never ask about schemes do not pay for it.
var knownSchemes = sync.OnceValue(func() *schemeRegistry {
	m := parseSchemesTSV(schemesTSV)
	for name, s := range schemeFacts {
		s.Name = name
		s.ClientPort = s.DefaultPort != 0 && clientPortSchemes[name]
		if reg, ok := m[name]; ok {
			s.Status = reg.Status
			if s.Description == "" {
				s.Description = reg.Description
			}
			if s.Reference == "" {
				s.Reference = reg.Reference
			}
		}
		m[name] = s
	}
	sorted := make([]Scheme, 0, len(m))
	for _, s := range m {
		sorted = append(sorted, s)
	}
	slices.SortFunc(sorted, func(a, b Scheme) int { return strings.Compare(a.Name, b.Name) })
	return &schemeRegistry{byName: m, sorted: sorted}
})

// parseSchemesTSV parses the registry: a header line, then one scheme a line
// as "scheme\tstatus\tdescription\treference". It panics on a malformed line,
// since the data is embedded and a test reads all of it.
func parseSchemesTSV(data string) map[string]Scheme {
	_, body, _ := strings.Cut(data, "\n") // skip the header
	m := make(map[string]Scheme, 256)
	line := 1
	for l := range strings.Lines(body) {
		line++
		f := strings.Split(strings.TrimSuffix(l, "\n"), "\t")
		if len(f) != 4 {
			panic("uri: schemes.tsv:" + strconv.Itoa(line) + ": want 4 tab-separated fields, have " + strconv.Itoa(len(f)))
		}
		status := SchemeStatus(slices.Index(statusNames[:], f[1]))
		if status == StatusUnregistered || status > StatusHistorical {
			panic("uri: schemes.tsv:" + strconv.Itoa(line) + ": unknown status " + strconv.Quote(f[1]))
		}
		name := strings.ToLower(f[0])
		m[name] = Scheme{
			Name:        name,
			Status:      status,
			Description: strings.Join(strings.Fields(f[2]), " "), // some span several spaces
			Reference:   f[3],
		}
	}
	return m
}

// LookupScheme returns what is known of the scheme name, compared
// case-insensitively (§3.1). It does not allocate.
func LookupScheme(name string) (Scheme, bool) {
	var buf [maxSchemeLen]byte
	if len(name) > len(buf) {
		return Scheme{}, false // longer than any known scheme
	}
	for i := range len(name) {
		buf[i] = lower(name[i]) // ASCII only: "\u212aafka" (Kelvin sign) is not "kafka"
	}
	s, ok := knownSchemes().byName[string(buf[:len(name)])] // the conversion does not allocate
	return s, ok
}

// maxSchemeLen bounds the names LookupScheme can find; a test checks that
// every known scheme fits.
const maxSchemeLen = 32

// Schemes returns all known schemes sorted by name.
func Schemes() []Scheme {
	return slices.Clone(knownSchemes().sorted)
}
