// Package hostjoin defines an Analyzer that reports URIs whose host and
// port are joined with a bare ':'.
//
// # Analyzer hostjoin
//
// hostjoin: report host and port joined with ':' in a URI
//
// An IPv6 address in the authority of a URI must be enclosed in brackets,
// "http://[::1]:8080/" (RFC 3986 §3.2.2): the colons of the address would
// otherwise read as the port's. A URI built as
// fmt.Sprintf("http://%s:%d/", host, port) or "http://" + host + ":" + port
// is right for a name or an IPv4 address and wrong for "::1", which gives
// "http://::1:8080/". net.JoinHostPort adds the brackets when the host
// needs them.
//
// The check reads the expressions the site finder records as building a
// URI: fmt.Sprintf calls, the formats given to a function that passes
// them on to fmt.Sprintf (a fact, across packages), and "+"
// concatenations (also a URI written into a variable and extended by
// "+=" in the statements after, or written into a strings.Builder), with the known values of the variables and "%s"
// arguments they are built from. It reports one whose text starts with a
// scheme and "://", or holds one in quotes (the target of a command,
// "curl \"http://%s:8080/readyz\"", but not JSON text, nor a URI in
// prose, which is shown, not read), or is the target of a gRPC client
// with no scheme (grpc.NewClient(fmt.Sprintf("%s:%d", host, port)),
// which gRPC reads as dns:///host:port), or is a network address, the
// authority of a URI with no scheme (§3.2): the address a listener or
// dialer of the standard library, golang.org/x/crypto/ssh or
// golang.org/x/net/proxy is given, or the Addr of a net/http.Server,
// the Address of a Consul client's Config, the Addr of go-redis Options or
// of a go-sql-driver/mysql Config, or the string parameter named for an
// address (addr, address) of any function named Dial… or Listen…,
// written there directly, through a local
// variable, or as what a function of the package returns
// (http.ListenAndServe(cfg.addr(), nil)), and, after any userinfo ended by a
// literal '@', a
// host that is one unknown string followed by ':' and an unknown port or
// digits, or by a variable of the function that holds the port with its
// ':' or nothing (portPart = fmt.Sprintf(":%s", port), or ""), and a value written into the Host field of a net/url.URL or a
// net/http.Request that joins them so, or a variable written there that
// a port was appended to before (host += ":" + port, host = host + ":" +
// port) or that was formatted host:port (host = fmt.Sprintf("%s:%d",
// cfg.Host, cfg.Port)). Any scheme counts, written out or
// a hole ("%s://%s:%d" with a scheme from a flag), connection strings of
// databases and queues included, but those whose authority is no
// host:port (file:, or a hole whose every value is such a scheme). A
// host that the code trims (strings.TrimRight(srv.Target, ".")) or
// escapes (url.QueryEscape(cfg.Host), which writes each ':' as "%3A") is
// the host it was. It says nothing when the
// host is partly known ("node-" + id, "%s.svc"), bracketed ("[%s]", or
// by a function of the package one of whose returns is "[" + ip + "]",
// or a variable that the code writes "[" + a + "]" where it must),
// built where the code has tested it for IPv6 or for a ':' (if i :=
// strings.IndexByte(host, ':'); i < 0, or a function named as those of
// strings are) or found it a unix socket's directory
// (under strings.HasPrefix(host, "/")) or under an if that fixes it to
// a name (if o.Host == "localhost"), in a URI that the code builds
// again with brackets when the address is IPv6 (if ip.To4() == nil),
// a submatch of a regexp whose groups named for a host match no ':'
// (`(?P<host>[^:/]+)`),
// constant, of a type that is not a string, net.IP or netip.Addr,
// already host:port (net.JoinHostPort, the Host field of net/url.URL or
// net/http.Request), a DNS name (the result of os.Hostname, the Target
// of a net.SRV record, a field named Hostname, FQDN, DNSName or Zone unless
// the package fills it with net/url.URL.Hostname, the Name
// of a type so named, or a function so named, but not net/url.URL.Hostname; a name that a
// function of the package makes, "%s-%d.%s.svc.cluster.local", or that
// a variable is written with, fmt.Sprintf("%v.%v.svc", …); a
// variable named for a Service, svcName, for a domain, or for a TLS server
// name, sni, which may not be an IP literal (RFC 6066 §3); the name of a
// Kubernetes object; an address picked where its type says host name,
// address.Type == corev1.NodeHostName; a field of the package's own type
// that every write fills with such a host), a part of a string split at
// every ':' (parts[0] of strings.Split(addr, ":")), named for IPv4 or
// given by a call for an argument so named
// (addr.ValueForProtocol(multiaddr.P_IP4)), a parameter of
// an unexported function whose every caller passes such a host or one
// partly known (connect(fmt.Sprintf("%s.%s", svc, namespace))), or
// known in full with no bare IPv6 among its values (a range
// over []string{"127.0.0.1", "[::1]"}, the rows of a table). In a
// test, the host must come from outside the test: the environment (with
// a default of the test's own or not), a command-line flag, a call that
// may fail (host, err := ctr.Host(ctx): a container's, a daemon's) or a
// field of what such a call of another package gives (cfg.Host, of cfg,
// err := ctr.ConnectionConfig(ctx)), the
// host net.SplitHostPort splits from an address one of these gives, or
// Hostname of a URL parsed from one (u.Hostname(), which drops an IPv6
// host's brackets), an
// address field of another package, a field of the package's own type
// that one of these writes (&mock{host: os.Getenv("MOCK_HOST")}), the
// result of a helper of the package that some return of gives one of
// these (host, port := startDB(t), or serverHost() where the URI is
// built), or the parameter of a function
// literal held in a variable that some call gives one. A local variable
// that is a URI's whole authority and that a write joins host:port by
// hand (hostname = u.Hostname() + ":" + port, then scheme + "://" +
// hostname + "/x") is reported at that write. A host whose
// field the function writes in brackets before (cfg.Addr = "[" +
// cfg.Addr + "]" when IPv6 is on) is seen to. The x/tools hostport
// analyzer, which go vet runs, reports fmt.Sprintf("%s:%d", host, port)
// given to net.Dial; this check leaves that one to it.
//
// A URI built across statements with an if and an else is one text per
// branch, and a join in any of them is reported once.
//
// The fix builds host:port with net.JoinHostPort where the host was,
// importing net, and strconv for an int port formatted with %d or %v,
// whose digits strconv.Itoa writes the same. It is offered only when it
// is exact and compiles: a string host, a port that is a string, an int
// or known digits, side by side in one "+" chain or one literal format,
// a host that is not escaped ("[%3A%3A1]" is no IP-literal either),
// and names net and strconv that mean those packages there. It changes
// the URI built for an IPv6 host, so -fix applies it only with
// -hostjoin.fix.
//
// Turn the check off in tests, where the host is often a known IPv4
// address, with -hostjoin.tests=false.
//
// Before:
//
//	u := fmt.Sprintf("http://%s:%d/metrics", host, port) // hostjoin: "http://…:…/metrics" joins host and port with ':', which breaks for an IPv6 host: it needs brackets (RFC 3986 §3.2.2); build host:port with net.JoinHostPort
//
// After:
//
//	u := fmt.Sprintf("http://%s/metrics", net.JoinHostPort(host, strconv.Itoa(port)))
package hostjoin
