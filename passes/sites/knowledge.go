package sites

import (
	"github.com/urilint/urilint/uri"
)

// Schemes that sinks accept.
var (
	httpSchemes = []string{"http", "https"}
	wsSchemes   = []string{"ws", "wss"}
	// The proxies of net/http's Transport.Proxy, which the HTTP clients
	// hand their proxy URL to.
	proxySchemes    = []string{"http", "https", "socks5", "socks5h"}
	redisSchemes    = []string{"redis", "rediss"}
	amqpSchemes     = []string{"amqp", "amqps"}
	mongoSchemes    = []string{"mongodb", "mongodb+srv"}
	postgresSchemes = []string{"postgres", "postgresql"}
	ldapSchemes     = []string{"ldap", "ldaps", "ldapi", "cldap"}                             // go-ldap DialURL
	dockerSchemes   = []string{"tcp", "unix", "npipe"}                                        // moby client, sockets.ConfigureTransport
	vaultSchemes    = []string{"http", "https", "unix"}                                       // vault api Config.ParseAddress
	etcdSchemes     = []string{"http", "https", "unix", "unixs"}                              // clientv3 endpoints
	natsSchemes     = []string{"nats", "tls", "ws", "wss"}                                    // nats.go parseServerURL
	neo4jSchemes    = []string{"neo4j", "neo4j+s", "neo4j+ssc", "bolt", "bolt+s", "bolt+ssc"} // neo4j-go-driver
	// Eclipse Paho's brokers (netconn.go openConnection).
	mqttSchemes = []string{"tcp", "mqtt", "ssl", "tls", "mqtts", "mqtt+ssl", "tcps", "ws", "wss", "unix"}
)

func absolute(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes}}}
}

// client is absolute for a sink that sends a request to the URI.
func client(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes, Request: true}}}
}

// request is reference for a sink that sends a request to the URI when it
// is absolute, and otherwise joins it to a base or hands it to a handler.
func request(name string, arg int) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Request: true}}}
}

func reference(name string, arg int) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference}}}
}

func relative(name string, arg int) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Resolved: true}}}
}

func shaped(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes}, Shape: true}}
}

func keyed(name string, arg, keyArg int, key func(string) (Param, bool)) []Param {
	return []Param{{Name: name, Index: arg, keyArg: keyArg, key: key}}
}

// hostPort is for a parameter that takes "host:port", or a slice of them,
// and no URI: minio.New("play.min.io:9000", …), net.Dial. urilint stays
// silent on its argument, which the name finder would otherwise read by
// the parameter's name ("endpoint").
func hostPort(name string, arg int) []Param {
	return []Param{{Name: name, Index: arg, HostPort: true}}
}

// The rows of urlFields: a field is read as the parameter of the same
// role, a string field or each element of a []string one.
func absoluteField(schemes []string) Param { return absolute("", 0, schemes)[0] }
func clientField(schemes []string) Param   { return client("", 0, schemes)[0] }
func shapedField(schemes []string) Param   { return shaped("", 0, schemes)[0] }

var hostPortField = Param{HostPort: true}

// sqlDSN tells from the driver name whether a database/sql DSN may be a
// URL (sqlURLDrivers), and then which.
func sqlDSN(driver string) (Param, bool) {
	schemes, ok := sqlURLDrivers[driver]
	return Param{Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes}, Shape: true}, ok
}

// sinks maps the full name of a function or method, as types.Func's
// FullName spells it, "pkg/path.F" or "(*pkg/path.T).M", to the
// parameters it reads as URIs. Third-party packages are matched by
// import path, so none of them is a dependency of urilint. Adding a sink
// is one row here and one case in testdata/src.
var sinks = map[string][]Param{
	// net/url
	"net/url.Parse":           reference("rawURL", 0),
	"net/url.ParseRequestURI": {{Name: "rawURL", Index: 0, Need: Need{Grammar: GrammarRequestURI}}},
	"(*net/url.URL).Parse":    relative("ref", 0), // resolved against the receiver
	"net/url.JoinPath":        reference("base", 0),
	// Credentials in code (§3.2.1, §7.5): the userinfo "user:password",
	// when both are constants.
	"net/url.UserPassword": {{Name: "password", Index: 1, userinfo: true,
		Need: Need{Grammar: GrammarComponent, Component: uri.ComponentUserinfo, Decoded: true}}},

	// net/http: the client needs an absolute http or https URL.
	"net/http.Get":      client("url", 0, httpSchemes),
	"net/http.Head":     client("url", 0, httpSchemes),
	"net/http.Post":     client("url", 0, httpSchemes),
	"net/http.PostForm": client("url", 0, httpSchemes),
	// A new request may be for a server (tests hand it to a handler), so
	// a relative URL or any scheme is fine there: it is a reference.
	"net/http.NewRequest":                     request("url", 1),
	"net/http.NewRequestWithContext":          request("url", 2),
	"(*net/http.Client).Get":                  client("url", 0, httpSchemes),
	"(*net/http.Client).Head":                 client("url", 0, httpSchemes),
	"(*net/http.Client).Post":                 client("url", 0, httpSchemes),
	"(*net/http.Client).PostForm":             client("url", 0, httpSchemes),
	"net/http.Redirect":                       relative("url", 2), // resolved against the request's URL
	"net/http.RedirectHandler":                relative("url", 0),
	"net/http/httptest.NewRequest":            {{Name: "target", Index: 1, Need: Need{Grammar: GrammarRequestTarget}}},
	"net/http/httptest.NewRequestWithContext": {{Name: "target", Index: 2, Need: Need{Grammar: GrammarRequestTarget}}},

	// WebSocket clients. x/net/websocket also sends the origin, an
	// http(s) URL.
	"golang.org/x/net/websocket.Dial": {
		{Name: "url_", Index: 0, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: wsSchemes, Request: true}},
		{Name: "origin", Index: 2, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes}},
	},
	"golang.org/x/net/websocket.NewConfig": {
		{Name: "server", Index: 0, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: wsSchemes, Request: true}},
		{Name: "origin", Index: 1, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes}},
	},
	"(*github.com/gorilla/websocket.Dialer).Dial":        client("urlStr", 0, wsSchemes),
	"(*github.com/gorilla/websocket.Dialer).DialContext": client("urlStr", 1, wsSchemes),
	"github.com/coder/websocket.Dial":                    client("u", 1, []string{"ws", "wss", "http", "https"}),
	"nhooyr.io/websocket.Dial":                           client("u", 1, []string{"ws", "wss", "http", "https"}),

	// gRPC: a target is a URI only when it has one's shape; "host:port",
	// and the resolvers' own forms, follow grpc's rules (grpc naming doc).
	"google.golang.org/grpc.NewClient":   shaped("target", 0, nil),
	"google.golang.org/grpc.Dial":        shaped("target", 0, nil),
	"google.golang.org/grpc.DialContext": shaped("target", 1, nil),

	// Databases and queues whose connection string is a URL.
	"github.com/redis/go-redis/v9.ParseURL":                                  absolute("redisURL", 0, []string{"redis", "rediss", "unix"}),
	"github.com/go-redis/redis/v8.ParseURL":                                  absolute("redisURL", 0, []string{"redis", "rediss", "unix"}),
	"github.com/rabbitmq/amqp091-go.Dial":                                    absolute("url", 0, []string{"amqp", "amqps"}),
	"github.com/rabbitmq/amqp091-go.DialTLS":                                 absolute("url", 0, []string{"amqp", "amqps"}),
	"github.com/streadway/amqp.Dial":                                         absolute("url", 0, []string{"amqp", "amqps"}),
	"(*go.mongodb.org/mongo-driver/mongo/options.ClientOptions).ApplyURI":    absolute("uri", 0, []string{"mongodb", "mongodb+srv"}),
	"(*go.mongodb.org/mongo-driver/v2/mongo/options.ClientOptions).ApplyURI": absolute("uri", 0, []string{"mongodb", "mongodb+srv"}),
	"github.com/nats-io/nats.go.Connect":                                     {{Name: "url", Index: 0, Need: Need{Grammar: GrammarReference, Absolute: true}, Shape: true, List: true}},
	"github.com/jackc/pgx/v5.Connect":                                        shaped("connString", 1, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v5.ParseConfig":                                    shaped("connString", 0, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v5/pgxpool.New":                                    shaped("connString", 1, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v5/pgxpool.ParseConfig":                            shaped("connString", 0, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v4.Connect":                                        shaped("connString", 1, []string{"postgres", "postgresql"}),
	"github.com/lib/pq.ParseURL":                                             absolute("url", 0, []string{"postgres", "postgresql"}),
	"github.com/lib/pq.NewConnector":                                         shaped("dsn", 0, []string{"postgres", "postgresql"}),

	// HTTP client libraries. A request URL without a scheme is joined to
	// the client's base URL, so it is a reference.
	"(*github.com/go-resty/resty/v2.Client).SetBaseURL": client("url", 0, httpSchemes),
	"(*github.com/go-resty/resty/v2.Client).SetHostURL": client("url", 0, httpSchemes),
	"(*github.com/go-resty/resty/v2.Request).Get":       request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Head":      request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Post":      request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Put":       request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Patch":     request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Delete":    request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Options":   request("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Execute":   request("url", 1),
	"(*github.com/imroc/req/v3.Client).SetBaseURL":      client("u", 0, httpSchemes),
	"(*github.com/imroc/req/v3.Request).Get":            request("url", 0),
	"(*github.com/imroc/req/v3.Request).Post":           request("url", 0),
	"(*github.com/imroc/req/v3.Request).Put":            request("url", 0),
	"(*github.com/imroc/req/v3.Request).Delete":         request("url", 0),
	"github.com/valyala/fasthttp.Get":                   client("url", 1, httpSchemes),
	"github.com/valyala/fasthttp.GetTimeout":            client("url", 1, httpSchemes),
	"github.com/valyala/fasthttp.GetDeadline":           client("url", 1, httpSchemes),
	"github.com/valyala/fasthttp.Post":                  client("url", 1, httpSchemes),

	// More HTTP clients. hashicorp/go-retryablehttp mirrors net/http.
	"github.com/hashicorp/go-retryablehttp.Get":                   client("url", 0, httpSchemes),
	"github.com/hashicorp/go-retryablehttp.Head":                  client("url", 0, httpSchemes),
	"github.com/hashicorp/go-retryablehttp.Post":                  client("url", 0, httpSchemes),
	"github.com/hashicorp/go-retryablehttp.PostForm":              client("url", 0, httpSchemes),
	"(*github.com/hashicorp/go-retryablehttp.Client).Get":         client("url", 0, httpSchemes),
	"(*github.com/hashicorp/go-retryablehttp.Client).Head":        client("url", 0, httpSchemes),
	"(*github.com/hashicorp/go-retryablehttp.Client).Post":        client("url", 0, httpSchemes),
	"(*github.com/hashicorp/go-retryablehttp.Client).PostForm":    client("url", 0, httpSchemes),
	"github.com/hashicorp/go-retryablehttp.NewRequest":            request("url", 1),
	"github.com/hashicorp/go-retryablehttp.NewRequestWithContext": request("url", 2),
	"(*github.com/go-resty/resty/v2.Client).SetProxy":             absolute("proxyURL", 0, proxySchemes),
	"(*resty.dev/v3.Client).SetBaseURL":                           client("url", 0, httpSchemes),
	"(*resty.dev/v3.Client).SetProxy":                             absolute("proxyURL", 0, proxySchemes),
	"(*resty.dev/v3.Request).SetURL":                              request("url", 0),
	"(*resty.dev/v3.Request).Get":                                 request("url", 0),
	"(*resty.dev/v3.Request).Head":                                request("url", 0),
	"(*resty.dev/v3.Request).Post":                                request("url", 0),
	"(*resty.dev/v3.Request).Put":                                 request("url", 0),
	"(*resty.dev/v3.Request).Patch":                               request("url", 0),
	"(*resty.dev/v3.Request).Delete":                              request("url", 0),
	"(*resty.dev/v3.Request).Options":                             request("url", 0),
	"(*resty.dev/v3.Request).Trace":                               request("url", 0),
	"(*resty.dev/v3.Request).Execute":                             request("url", 1),
	"(*github.com/imroc/req/v3.Client).SetProxyURL":               absolute("proxyUrl", 0, proxySchemes),
	"(*github.com/imroc/req/v3.Request).SetURL":                   request("url", 0),
	"(*github.com/imroc/req/v3.Request).Head":                     request("url", 0),
	"(*github.com/imroc/req/v3.Request).Patch":                    request("url", 0),
	"(*github.com/imroc/req/v3.Request).Options":                  request("url", 0),
	"(*github.com/imroc/req/v3.Request).Send":                     request("url", 1),
	"github.com/imroc/req/v3.Get":                                 request("url", 0),
	"github.com/imroc/req/v3.Post":                                request("url", 0),
	"(*github.com/valyala/fasthttp.Client).Get":                   client("url", 1, httpSchemes),
	"(*github.com/valyala/fasthttp.Client).GetTimeout":            client("url", 1, httpSchemes),
	"(*github.com/valyala/fasthttp.Client).GetDeadline":           client("url", 1, httpSchemes),
	"(*github.com/valyala/fasthttp.Client).Post":                  client("url", 1, httpSchemes),
	"(*github.com/valyala/fasthttp.HostClient).Get":               client("url", 1, httpSchemes),
	"(*github.com/valyala/fasthttp.HostClient).Post":              client("url", 1, httpSchemes),
	"(*github.com/valyala/fasthttp.Request).SetRequestURI":        request("requestURI", 0),
	// fasthttpproxy reads its argument as HTTP_PROXY (x/net httpproxy):
	// "user:pass@host:port" and "host:port" are fine.
	"github.com/valyala/fasthttp/fasthttpproxy.FasthttpHTTPDialer":  shaped("proxy", 0, proxySchemes),
	"github.com/valyala/fasthttp/fasthttpproxy.FasthttpSocksDialer": shaped("proxyAddr", 0, proxySchemes),
	// Scrapers, browsers and webhooks.
	"(*github.com/gocolly/colly/v2.Collector).Visit":                   client("URL", 0, httpSchemes),
	"(*github.com/gocolly/colly/v2.Collector).Head":                    client("URL", 0, httpSchemes),
	"(*github.com/gocolly/colly/v2.Collector).Post":                    client("URL", 0, httpSchemes),
	"(*github.com/gocolly/colly/v2.Collector).PostRaw":                 client("URL", 0, httpSchemes),
	"(*github.com/gocolly/colly/v2.Collector).PostMultipart":           client("URL", 0, httpSchemes),
	"(*github.com/gocolly/colly/v2.Collector).Request":                 client("URL", 1, httpSchemes),
	"(*github.com/gocolly/colly/v2.Collector).SetProxy":                absolute("proxyURL", 0, proxySchemes),
	"github.com/chromedp/chromedp.Navigate":                            absolute("urlstr", 0, nil), // about:, data:, file: too
	"github.com/slack-go/slack.PostWebhook":                            client("url", 0, httpSchemes),
	"github.com/slack-go/slack.PostWebhookContext":                     client("url", 1, httpSchemes),
	"github.com/slack-go/slack.PostWebhookCustomHTTP":                  client("url", 0, httpSchemes),
	"github.com/slack-go/slack.PostWebhookContextCustomHTTP":           client("url", 1, httpSchemes),
	"github.com/influxdata/influxdb-client-go/v2.NewClient":            client("serverURL", 0, httpSchemes),
	"github.com/influxdata/influxdb-client-go/v2.NewClientWithOptions": client("serverURL", 0, httpSchemes),
	"github.com/gobwas/ws.Dial":                                        client("urlstr", 1, wsSchemes),
	"(github.com/gobwas/ws.Dialer).Dial":                               client("urlstr", 1, wsSchemes),

	// OpenID Connect: the issuer is an https URL that must match the
	// tokens' "iss" exactly; discovery fetches it.
	"github.com/coreos/go-oidc/v3/oidc.NewProvider":              client("issuer", 1, httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.NewRemoteKeySet":          client("jwksURL", 1, httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.NewVerifier":              absolute("issuerURL", 0, httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.InsecureIssuerURLContext": absolute("issuerURL", 1, httpSchemes),

	// Directories, error reporting, secrets.
	"github.com/go-ldap/ldap/v3.DialURL":                  absolute("addr", 0, ldapSchemes),
	"github.com/go-ldap/ldap/v3.Dial":                     hostPort("addr", 1),
	"github.com/go-ldap/ldap/v3.DialTLS":                  hostPort("addr", 1),
	"github.com/getsentry/sentry-go.NewDsn":               absolute("rawURL", 0, httpSchemes),
	"(*github.com/hashicorp/vault/api.Client).SetAddress": absolute("addr", 0, vaultSchemes),

	// Object stores and cloud SDKs. gocloud.dev's openers take a URL of
	// any scheme a driver registers (s3://, gs://, azblob://, mem://, …).
	"github.com/minio/minio-go/v7.New":                                                      hostPort("endpoint", 0), // "play.min.io", no scheme
	"github.com/minio/minio-go/v6.New":                                                      hostPort("endpoint", 0),
	"github.com/minio/minio-go/v6.NewV2":                                                    hostPort("endpoint", 0),
	"github.com/minio/minio-go/v6.NewV4":                                                    hostPort("endpoint", 0),
	"github.com/minio/minio-go/v6.NewWithRegion":                                            hostPort("endpoint", 0),
	"github.com/minio/minio-go.New":                                                         hostPort("endpoint", 0), // v6 and before, outside modules
	"github.com/minio/minio-go.NewV2":                                                       hostPort("endpoint", 0),
	"github.com/minio/minio-go.NewV4":                                                       hostPort("endpoint", 0),
	"github.com/minio/minio-go.NewWithRegion":                                               hostPort("endpoint", 0),
	"gocloud.dev/blob.OpenBucket":                                                           absolute("urlstr", 1, nil),
	"gocloud.dev/pubsub.OpenTopic":                                                          absolute("urlstr", 1, nil),
	"gocloud.dev/pubsub.OpenSubscription":                                                   absolute("urlstr", 1, nil),
	"gocloud.dev/secrets.OpenKeeper":                                                        absolute("urlstr", 1, nil),
	"gocloud.dev/docstore.OpenCollection":                                                   absolute("urlstr", 1, nil),
	"gocloud.dev/runtimevar.OpenVariable":                                                   absolute("urlstr", 1, nil),
	"gocloud.dev/runtimevar/httpvar.OpenVariable":                                           client("urlStr", 1, httpSchemes),
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.NewClient":                        client("serviceURL", 0, httpSchemes),
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.NewClientWithNoCredential":        client("serviceURL", 0, httpSchemes),
	"github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.NewClientWithSharedKeyCredential": client("serviceURL", 0, httpSchemes),

	// OpenTelemetry exporters: WithEndpointURL takes a URL, WithEndpoint
	// only "host:port" (the scheme comes from WithInsecure).
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.WithEndpointURL":   client("u", 0, httpSchemes),
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc.WithEndpointURL":   client("u", 0, httpSchemes),
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp.WithEndpointURL": client("u", 0, httpSchemes),
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc.WithEndpointURL": client("u", 0, httpSchemes),
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp.WithEndpointURL":       client("rawURL", 0, httpSchemes),
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc.WithEndpointURL":       client("rawURL", 0, httpSchemes),
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp.WithEndpoint":      hostPort("endpoint", 0),
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc.WithEndpoint":      hostPort("endpoint", 0),
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp.WithEndpoint":    hostPort("endpoint", 0),
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc.WithEndpoint":    hostPort("endpoint", 0),
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp.WithEndpoint":          hostPort("endpoint", 0),
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc.WithEndpoint":          hostPort("endpoint", 0),
	"go.opentelemetry.io/otel/exporters/zipkin.New":                                     client("collectorURL", 0, httpSchemes),
	// The Pushgateway's URL; "http://" is added when it has no "://".
	"github.com/prometheus/client_golang/prometheus/push.New": shaped("url", 0, httpSchemes),

	// Docker: DOCKER_HOST's forms, "unix:///var/run/docker.sock",
	// "tcp://host:2376", "npipe:////./pipe/docker_engine".
	"github.com/docker/docker/client.WithHost":     absolute("host", 0, dockerSchemes),
	"github.com/docker/docker/client.ParseHostURL": absolute("host", 0, dockerSchemes),
	"github.com/moby/moby/client.WithHost":         absolute("host", 0, dockerSchemes),
	"github.com/moby/moby/client.ParseHostURL":     absolute("host", 0, dockerSchemes),
	// Kubernetes: the master is a URL or "host:port".
	"k8s.io/client-go/tools/clientcmd.BuildConfigFromFlags": shaped("masterUrl", 0, httpSchemes),

	// More databases and queues.
	"github.com/redis/go-redis/v9.ParseClusterURL":                              absolute("redisURL", 0, redisSchemes),
	"github.com/redis/go-redis/v9.ParseFailoverURL":                             absolute("redisURL", 0, redisSchemes),
	"github.com/gomodule/redigo/redis.DialURL":                                  absolute("rawurl", 0, []string{"redis", "rediss", "valkey", "valkeys"}),
	"github.com/gomodule/redigo/redis.DialURLContext":                           absolute("rawurl", 1, []string{"redis", "rediss", "valkey", "valkeys"}),
	"github.com/gomodule/redigo/redis.Dial":                                     hostPort("address", 1),
	"github.com/gomodule/redigo/redis.DialContext":                              hostPort("address", 2),
	"github.com/rabbitmq/amqp091-go.DialConfig":                                 absolute("url", 0, amqpSchemes),
	"github.com/rabbitmq/amqp091-go.DialTLS_ExternalAuth":                       absolute("url", 0, amqpSchemes),
	"github.com/rabbitmq/amqp091-go.ParseURI":                                   absolute("uri", 0, amqpSchemes),
	"github.com/streadway/amqp.DialTLS":                                         absolute("url", 0, amqpSchemes),
	"github.com/streadway/amqp.DialConfig":                                      absolute("url", 0, amqpSchemes),
	"github.com/streadway/amqp.ParseURI":                                        absolute("uri", 0, amqpSchemes),
	"go.mongodb.org/mongo-driver/x/mongo/driver/connstring.ParseAndValidate":    absolute("s", 0, mongoSchemes),
	"go.mongodb.org/mongo-driver/v2/x/mongo/driver/connstring.ParseAndValidate": absolute("s", 0, mongoSchemes),
	"(*go.mongodb.org/mongo-driver/mongo/options.ClientOptions).SetHosts":       hostPort("s", 0),
	"(*go.mongodb.org/mongo-driver/v2/mongo/options.ClientOptions).SetHosts":    hostPort("s", 0),
	"github.com/jackc/pgx/v5/pgconn.Connect":                                    shaped("connString", 1, postgresSchemes),
	"github.com/jackc/pgx/v5/pgconn.ParseConfig":                                shaped("connString", 0, postgresSchemes),
	"github.com/jackc/pgx/v4.ParseConfig":                                       shaped("connString", 0, postgresSchemes),
	"github.com/jackc/pgx/v4/pgxpool.Connect":                                   shaped("connString", 1, postgresSchemes),
	"github.com/jackc/pgx/v4/pgxpool.ParseConfig":                               shaped("connString", 0, postgresSchemes),
	"gorm.io/driver/postgres.Open":                                              shaped("dsn", 0, postgresSchemes),
	"github.com/ClickHouse/clickhouse-go/v2.ParseDSN":                           absolute("dsn", 0, []string{"clickhouse", "tcp", "http", "https"}),
	"github.com/neo4j/neo4j-go-driver/v5/neo4j.NewDriverWithContext":            absolute("target", 0, neo4jSchemes),
	// Paho adds "tcp://" to a broker without "://".
	"(*github.com/eclipse/paho.mqtt.golang.ClientOptions).AddBroker": shaped("server", 0, mqttSchemes),
	// Kafka brokers are "host:port".
	"github.com/segmentio/kafka-go.Dial":        hostPort("address", 1),
	"github.com/segmentio/kafka-go.DialContext": hostPort("address", 2),
	"github.com/segmentio/kafka-go.DialLeader":  hostPort("address", 2),
	"github.com/IBM/sarama.NewClient":           hostPort("addrs", 0),
	"github.com/IBM/sarama.NewSyncProducer":     hostPort("addrs", 0),
	"github.com/IBM/sarama.NewAsyncProducer":    hostPort("addrs", 0),
	"github.com/IBM/sarama.NewConsumer":         hostPort("addrs", 0),
	"github.com/IBM/sarama.NewConsumerGroup":    hostPort("addrs", 0),
	"github.com/IBM/sarama.NewClusterAdmin":     hostPort("addrs", 0),

	// Addresses of the standard library and x/net: "host:port", or a
	// socket path, never a URI.
	"net.Dial":                      hostPort("address", 1),
	"net.DialTimeout":               hostPort("address", 1),
	"net.Listen":                    hostPort("address", 1),
	"net.ListenPacket":              hostPort("address", 1),
	"(*net.Dialer).Dial":            hostPort("address", 1),
	"(*net.Dialer).DialContext":     hostPort("address", 2),
	"net.ResolveTCPAddr":            hostPort("address", 1),
	"net.ResolveUDPAddr":            hostPort("address", 1),
	"net.SplitHostPort":             hostPort("hostport", 0),
	"crypto/tls.Dial":               hostPort("addr", 1),
	"crypto/tls.DialWithDialer":     hostPort("addr", 2),
	"crypto/tls.Listen":             hostPort("laddr", 1),
	"net/http.ListenAndServe":       hostPort("addr", 0),
	"net/http.ListenAndServeTLS":    hostPort("addr", 0),
	"net/smtp.Dial":                 hostPort("addr", 0),
	"net/smtp.SendMail":             hostPort("addr", 0),
	"net/rpc.Dial":                  hostPort("address", 1),
	"net/rpc.DialHTTP":              hostPort("address", 1),
	"net/rpc.DialHTTPPath":          hostPort("address", 1),
	"golang.org/x/net/proxy.SOCKS5": hostPort("address", 1),

	// Web frameworks' redirects, resolved against the request.
	"(*github.com/gin-gonic/gin.Context).Redirect":       relative("location", 1),
	"(github.com/labstack/echo/v4.Context).Redirect":     relative("url", 1),
	"(*github.com/gofiber/fiber/v2.Ctx).Redirect":        relative("location", 0),
	"(*github.com/gofiber/fiber/v3.Redirect).To":         relative("location", 0),
	"(*github.com/valyala/fasthttp.RequestCtx).Redirect": relative("uri", 0),

	// A DSN is a URL only for some drivers, and then only in one of the
	// forms they take.
	"database/sql.Open":                      keyed("dataSourceName", 1, 0, sqlDSN),
	"github.com/jmoiron/sqlx.Open":           keyed("dataSourceName", 1, 0, sqlDSN),
	"github.com/jmoiron/sqlx.MustOpen":       keyed("dataSourceName", 1, 0, sqlDSN),
	"github.com/jmoiron/sqlx.Connect":        keyed("dataSourceName", 1, 0, sqlDSN),
	"github.com/jmoiron/sqlx.MustConnect":    keyed("dataSourceName", 1, 0, sqlDSN),
	"github.com/jmoiron/sqlx.ConnectContext": keyed("dataSourceName", 2, 1, sqlDSN),
	// The environment of a program: the proxies of net/http, and keys
	// whose name says URL.
	"os.Setenv":                keyed("value", 1, 0, envKey("os.Setenv")),
	"(*testing.T).Setenv":      keyed("value", 1, 0, envKey("testing.T.Setenv")),
	"(*testing.common).Setenv": keyed("value", 1, 0, envKey("testing.B.Setenv")),
	// Configuration defaults, keyed like environment variables: "db.url".
	"github.com/spf13/viper.SetDefault":          keyed("value", 1, 0, configKey("viper.SetDefault")),
	"(*github.com/spf13/viper.Viper).SetDefault": keyed("value", 1, 0, configKey("viper.SetDefault")),
}

// urlFields lists the struct fields that hold a URI, by "pkg.T.Field",
// and the fields that hold "host:port" where a reader might expect a URI.
var urlFields = map[string]Param{
	"golang.org/x/oauth2.Endpoint.AuthURL":                           absoluteField(httpSchemes),
	"golang.org/x/oauth2.Endpoint.TokenURL":                          clientField(httpSchemes),
	"golang.org/x/oauth2.Endpoint.DeviceAuthURL":                     clientField(httpSchemes),
	"golang.org/x/oauth2.Config.RedirectURL":                         absoluteField(httpSchemes),
	"golang.org/x/oauth2/clientcredentials.Config.TokenURL":          clientField(httpSchemes),
	"golang.org/x/oauth2/jwt.Config.TokenURL":                        clientField(httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.ProviderConfig.IssuerURL":     absoluteField(httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.ProviderConfig.AuthURL":       absoluteField(httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.ProviderConfig.TokenURL":      clientField(httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.ProviderConfig.DeviceAuthURL": clientField(httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.ProviderConfig.UserInfoURL":   clientField(httpSchemes),
	"github.com/coreos/go-oidc/v3/oidc.ProviderConfig.JWKSURL":       clientField(httpSchemes),

	// Proxies: HTTP_PROXY's forms, a URL or "host:port".
	"golang.org/x/net/http/httpproxy.Config.HTTPProxy":  shapedField(proxySchemes),
	"golang.org/x/net/http/httpproxy.Config.HTTPSProxy": shapedField(proxySchemes),

	// The servers of clients configured by a struct.
	"github.com/getsentry/sentry-go.ClientOptions.Dsn":                absoluteField(httpSchemes),
	"github.com/aws/aws-sdk-go-v2/aws.Endpoint.URL":                   clientField(httpSchemes),
	"github.com/prometheus/client_golang/api.Config.Address":          clientField(httpSchemes),
	"github.com/elastic/go-elasticsearch/v7.Config.Addresses":         clientField(httpSchemes),
	"github.com/elastic/go-elasticsearch/v8.Config.Addresses":         clientField(httpSchemes),
	"github.com/elastic/go-elasticsearch/v9.Config.Addresses":         clientField(httpSchemes),
	"github.com/opensearch-project/opensearch-go/v5.Config.Addresses": clientField(httpSchemes),
	"github.com/hashicorp/vault/api.Config.Address":                   absoluteField(vaultSchemes),
	"github.com/hashicorp/vault/api.Config.AgentAddress":              absoluteField(vaultSchemes),
	"go.etcd.io/etcd/client/v3.Config.Endpoints":                      shapedField(etcdSchemes),
	"github.com/nats-io/nats.go.Options.Url":                          shapedField(natsSchemes),
	"github.com/nats-io/nats.go.Options.Servers":                      shapedField(natsSchemes),
	// Host is "a host string, a host:port pair, or a URL to the base of
	// the apiserver" (client-go rest.Config); a kubeconfig's server too.
	"k8s.io/client-go/rest.Config.Host":                   shapedField(httpSchemes),
	"k8s.io/client-go/tools/clientcmd/api.Cluster.Server": shapedField(httpSchemes),

	// "host:port" fields.
	"net/http.Server.Addr":                                             hostPortField,
	"github.com/hashicorp/consul/api.Config.Address":                   hostPortField, // the scheme is Config.Scheme
	"github.com/redis/go-redis/v9.Options.Addr":                        hostPortField,
	"github.com/redis/go-redis/v9.ClusterOptions.Addrs":                hostPortField,
	"github.com/redis/go-redis/v9.FailoverOptions.SentinelAddrs":       hostPortField,
	"github.com/redis/go-redis/v9.UniversalOptions.Addrs":              hostPortField,
	"github.com/go-redis/redis/v8.Options.Addr":                        hostPortField,
	"github.com/ClickHouse/clickhouse-go/v2.Options.Addr":              hostPortField,
	"github.com/go-sql-driver/mysql.Config.Addr":                       hostPortField,
	"go.mongodb.org/mongo-driver/mongo/options.ClientOptions.Hosts":    hostPortField,
	"go.mongodb.org/mongo-driver/v2/mongo/options.ClientOptions.Hosts": hostPortField,
	"github.com/segmentio/kafka-go.ReaderConfig.Brokers":               hostPortField,
	"github.com/segmentio/kafka-go.WriterConfig.Brokers":               hostPortField,
	"github.com/segmentio/kafka-go.ConsumerGroupConfig.Brokers":        hostPortField,
}

// urlStructFields maps the fields of net/url.URL to the component each
// holds. Path and Fragment are stored decoded, and so is Host, whose zone
// is "%eth0"; RawPath, RawQuery and RawFragment are encoded (net/url
// docs). A scheme has no encoding.
var urlStructFields = map[string]Need{
	"Scheme":      {Grammar: GrammarComponent, Component: uri.ComponentScheme, Decoded: true},
	"Host":        {Grammar: GrammarComponent, Component: uri.ComponentHost, Decoded: true}, // host[:port]
	"Path":        {Grammar: GrammarComponent, Component: uri.ComponentPath, Decoded: true},
	"RawPath":     {Grammar: GrammarComponent, Component: uri.ComponentPath},
	"RawQuery":    {Grammar: GrammarComponent, Component: uri.ComponentQuery},
	"Fragment":    {Grammar: GrammarComponent, Component: uri.ComponentFragment, Decoded: true},
	"RawFragment": {Grammar: GrammarComponent, Component: uri.ComponentFragment},
}

// sqlURLDrivers are the database/sql drivers whose DSN may be a URL; a DSN
// is a site only when it also has the shape "scheme://".
var sqlURLDrivers = map[string][]string{
	"postgres":   {"postgres", "postgresql"}, // lib/pq
	"pgx":        {"postgres", "postgresql"}, // jackc/pgx stdlib
	"pgx/v5":     {"postgres", "postgresql"},
	"clickhouse": {"clickhouse", "tcp", "http", "https"},
	"sqlserver":  {"sqlserver"}, // microsoft/go-mssqldb
	"mssql":      {"sqlserver"},
	"oracle":     {"oracle"},        // sijms/go-ora
	"trino":      {"http", "https"}, // trinodb/trino-go-client
	"hdb":        {"hdb"},           // SAP/go-hdb
	"vertica":    {"vertica"},       // vertica/vertica-sql-go
}

// urlValuedFields are fields that always hold an absolute URI with an
// authority, "scheme://host:port", though no literal says so.
var urlValuedFields = map[string]bool{
	"net/http/httptest.Server.URL": true, // "http://127.0.0.1:port", or https
}

// joiners are the functions whose calls make builds of the kind given:
// the checks of construction judge how each joins its parts.
var joiners = map[string]BuildKind{
	"net/url.JoinPath":        BuildJoinPath,
	"(*net/url.URL).JoinPath": BuildJoinPath,
	"path.Join":               BuildPathJoin,
	"path.Clean":              BuildPathJoin,
	"path/filepath.Join":      BuildPathJoin,
	"path/filepath.Clean":     BuildPathJoin,
	"fmt.Sprintf":             BuildFormat,
}

// matchFuncs are the functions whose string arguments are patterns to
// look for, not URIs: "http:/" may well be a prefix to match.
var matchFuncs = map[string]bool{
	"HasPrefix": true, "HasSuffix": true, "TrimPrefix": true, "TrimSuffix": true, "CutPrefix": true, "CutSuffix": true,
	"Contains": true, "Index": true, "LastIndex": true, "Cut": true, "EqualFold": true, "Count": true,
	"Split": true, "SplitN": true, "SplitAfter": true, "Trim": true, "TrimLeft": true, "TrimRight": true,
	"MatchString": true, "MustCompile": true, "Compile": true, "Match": true, "QuoteMeta": true,
}

// envReaders are the functions that read the environment: what they
// give comes from outside the code (Result.FromEnv).
var envReaders = []string{"os.Getenv", "os.LookupEnv", "syscall.Getenv"}

// flagDef locates, in a call that defines a flag, its name and default
// arguments, and the pointer argument that receives its value (-1: the
// call returns the pointer).
type flagDef struct{ ptr, name, def int }

// flagDefs are the functions that define string flags, by full name: a
// flag's default is one of the values the program may use.
var flagDefs = map[string]flagDef{
	"flag.String":                                  {-1, 0, 1},
	"flag.StringVar":                               {0, 1, 2},
	"(*flag.FlagSet).String":                       {-1, 0, 1},
	"(*flag.FlagSet).StringVar":                    {0, 1, 2},
	"github.com/spf13/pflag.String":                {-1, 0, 1},
	"github.com/spf13/pflag.StringP":               {-1, 0, 2},
	"github.com/spf13/pflag.StringVar":             {0, 1, 2},
	"github.com/spf13/pflag.StringVarP":            {0, 1, 3},
	"(*github.com/spf13/pflag.FlagSet).String":     {-1, 0, 1},
	"(*github.com/spf13/pflag.FlagSet).StringP":    {-1, 0, 2},
	"(*github.com/spf13/pflag.FlagSet).StringVar":  {0, 1, 2},
	"(*github.com/spf13/pflag.FlagSet).StringVarP": {0, 1, 3},
}

// kingpinPkgs are the import paths of alecthomas/kingpin, whose flags
// are app.Flag(name, help).Default(value).String().
var kingpinPkgs = map[string]bool{
	"github.com/alecthomas/kingpin/v2": true,
	"gopkg.in/alecthomas/kingpin.v2":   true,
	"github.com/alecthomas/kingpin":    true,
}

// cliFlagTypes are the urfave/cli string flags: &cli.StringFlag{Name:
// "url", Value: "…"}.
var cliFlagTypes = map[string]bool{
	"github.com/urfave/cli.StringFlag":    true,
	"github.com/urfave/cli/v2.StringFlag": true,
	"github.com/urfave/cli/v3.StringFlag": true,
}

// tagDefaultKeys are the struct tag keys of configuration libraries that
// hold a field's default: envconfig and creasty/defaults, caarlos0/env,
// cleanenv.
var tagDefaultKeys = []string{"default", "envDefault", "env-default"}

// tagEnvKeys are the tag keys that name a field's environment variable.
var tagEnvKeys = []string{"env", "envconfig", "env-name"}
