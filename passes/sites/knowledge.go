package sites

import (
	"strings"

	"github.com/urilint/urilint/uri"
)

// Schemes that sinks accept.
var (
	httpSchemes = []string{"http", "https"}
	wsSchemes   = []string{"ws", "wss"}
)

//nolint:unparam // every row names its argument, whatever the others do
func absolute(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes}}}
}

// client is absolute for a sink that sends a request to the URI.
func client(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes, Request: true}}}
}

// request is reference for a sink that sends a request to the URI when it
// is absolute, and otherwise joins it to a base or hands it to a handler.
//
//nolint:unparam // every row names its parameter, whatever the others do
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

	// Web frameworks' redirects, resolved against the request.
	"(*github.com/gin-gonic/gin.Context).Redirect":   relative("location", 1),
	"(github.com/labstack/echo/v4.Context).Redirect": relative("url", 1),
	"(*github.com/gofiber/fiber/v2.Ctx).Redirect":    relative("location", 0),
	"(*github.com/gofiber/fiber/v3.Redirect).To":     relative("location", 0),

	// A DSN is a URL only for some drivers, and then only in one of the
	// forms they take.
	"database/sql.Open": keyed("dataSourceName", 1, 0, func(driver string) (Param, bool) {
		schemes, ok := sqlURLDrivers[driver]
		return Param{Need: Need{Grammar: GrammarReference, Absolute: true, Schemes: schemes}, Shape: true}, ok
	}),
	// The environment of a program: the proxies of net/http, and keys
	// whose name says URL.
	"os.Setenv": keyed("value", 1, 0, func(key string) (Param, bool) {
		switch k := strings.ToUpper(key); {
		case k == "HTTP_PROXY" || k == "HTTPS_PROXY" || k == "ALL_PROXY":
			// A proxy may be given as "host:port" (x/net/http/httpproxy).
			return Param{Sink: "os.Setenv(" + k + ")", Need: Need{Grammar: GrammarReference, Absolute: true}, Shape: true}, true
		case strings.HasSuffix(k, "_URL") || strings.HasSuffix(k, "_URI"):
			return Param{Sink: "os.Setenv(" + k + ")", Need: Need{Grammar: GrammarReference}, Evidence: EvidenceName, Shape: true}, true
		}
		return Param{}, false
	}),
}

// urlFields lists the struct fields that hold a URI, by "pkg.T.Field".
var urlFields = map[string]Need{
	"golang.org/x/oauth2.Endpoint.AuthURL":                  {Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes},
	"golang.org/x/oauth2.Endpoint.TokenURL":                 {Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes, Request: true},
	"golang.org/x/oauth2.Endpoint.DeviceAuthURL":            {Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes, Request: true},
	"golang.org/x/oauth2.Config.RedirectURL":                {Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes},
	"golang.org/x/oauth2/clientcredentials.Config.TokenURL": {Grammar: GrammarReference, Absolute: true, Schemes: httpSchemes, Request: true},
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
	"clickhouse": {"clickhouse", "tcp", "http", "https"},
}
