package sites

import "github.com/urilint/urilint/uri"

// Schemes that sinks accept.
var (
	httpSchemes = []string{"http", "https"}
	wsSchemes   = []string{"ws", "wss"}
)

func absolute(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Role: RoleAbsolute, Schemes: schemes}}
}

func reference(name string, arg int) []Param {
	return []Param{{Name: name, Index: arg, Role: RoleReference}}
}

func relative(name string, arg int) []Param {
	return []Param{{Name: name, Index: arg, Role: RoleRelative}}
}

func shaped(name string, arg int, schemes []string) []Param {
	return []Param{{Name: name, Index: arg, Role: RoleAbsolute, Schemes: schemes, Shape: true}}
}

// sinks maps the full name of a function or method, as
// typeutil.FuncName-style "pkg.F" or "(*pkg.T).M", to the parameters it
// reads as URIs. Third-party packages are matched by import path, so none
// of them is a dependency of urilint.
var sinks = map[string][]Param{
	// net/url
	"net/url.Parse":           reference("rawURL", 0),
	"net/url.ParseRequestURI": {{Name: "rawURL", Index: 0, Role: RoleRequestURI}},
	"(*net/url.URL).Parse":    relative("ref", 0), // resolved against the receiver
	"net/url.JoinPath":        reference("base", 0),

	// net/http: the client needs an absolute http or https URL.
	"net/http.Get":      absolute("url", 0, httpSchemes),
	"net/http.Head":     absolute("url", 0, httpSchemes),
	"net/http.Post":     absolute("url", 0, httpSchemes),
	"net/http.PostForm": absolute("url", 0, httpSchemes),
	// A new request may be for a server (tests hand it to a handler), so
	// a relative URL or any scheme is fine there: it is a reference.
	"net/http.NewRequest":                     reference("url", 1),
	"net/http.NewRequestWithContext":          reference("url", 2),
	"(*net/http.Client).Get":                  absolute("url", 0, httpSchemes),
	"(*net/http.Client).Head":                 absolute("url", 0, httpSchemes),
	"(*net/http.Client).Post":                 absolute("url", 0, httpSchemes),
	"(*net/http.Client).PostForm":             absolute("url", 0, httpSchemes),
	"net/http.Redirect":                       relative("url", 2), // resolved against the request's URL
	"net/http.RedirectHandler":                relative("url", 0),
	"net/http/httptest.NewRequest":            {{Name: "target", Index: 1, Role: RoleRequestTarget}},
	"net/http/httptest.NewRequestWithContext": {{Name: "target", Index: 2, Role: RoleRequestTarget}},

	// WebSocket clients. x/net/websocket also sends the origin, an
	// http(s) URL.
	"golang.org/x/net/websocket.Dial": {
		{Name: "url", Index: 0, Role: RoleAbsolute, Schemes: wsSchemes},
		{Name: "origin", Index: 2, Role: RoleAbsolute, Schemes: httpSchemes},
	},
	"golang.org/x/net/websocket.NewConfig": {
		{Name: "server", Index: 0, Role: RoleAbsolute, Schemes: wsSchemes},
		{Name: "origin", Index: 1, Role: RoleAbsolute, Schemes: httpSchemes},
	},
	"(*github.com/gorilla/websocket.Dialer).Dial":        absolute("urlStr", 0, wsSchemes),
	"(*github.com/gorilla/websocket.Dialer).DialContext": absolute("urlStr", 1, wsSchemes),
	"github.com/coder/websocket.Dial":                    absolute("u", 1, []string{"ws", "wss", "http", "https"}),
	"nhooyr.io/websocket.Dial":                           absolute("u", 1, []string{"ws", "wss", "http", "https"}),

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
	"github.com/nats-io/nats.go.Connect":                                     {{Name: "url", Index: 0, Role: RoleAbsolute, Shape: true, List: true}},
	"github.com/jackc/pgx/v5.Connect":                                        shaped("connString", 1, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v5.ParseConfig":                                    shaped("connString", 0, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v5/pgxpool.New":                                    shaped("connString", 1, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v5/pgxpool.ParseConfig":                            shaped("connString", 0, []string{"postgres", "postgresql"}),
	"github.com/jackc/pgx/v4.Connect":                                        shaped("connString", 1, []string{"postgres", "postgresql"}),
	"github.com/lib/pq.ParseURL":                                             absolute("url", 0, []string{"postgres", "postgresql"}),
	"github.com/lib/pq.NewConnector":                                         shaped("dsn", 0, []string{"postgres", "postgresql"}),

	// HTTP client libraries. A request URL without a scheme is joined to
	// the client's base URL, so it is a reference.
	"(*github.com/go-resty/resty/v2.Client).SetBaseURL": absolute("url", 0, httpSchemes),
	"(*github.com/go-resty/resty/v2.Client).SetHostURL": absolute("url", 0, httpSchemes),
	"(*github.com/go-resty/resty/v2.Request).Get":       reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Head":      reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Post":      reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Put":       reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Patch":     reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Delete":    reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Options":   reference("url", 0),
	"(*github.com/go-resty/resty/v2.Request).Execute":   reference("url", 1),
	"(*github.com/imroc/req/v3.Client).SetBaseURL":      absolute("u", 0, httpSchemes),
	"(*github.com/imroc/req/v3.Request).Get":            reference("url", 0),
	"(*github.com/imroc/req/v3.Request).Post":           reference("url", 0),
	"(*github.com/imroc/req/v3.Request).Put":            reference("url", 0),
	"(*github.com/imroc/req/v3.Request).Delete":         reference("url", 0),
	"github.com/valyala/fasthttp.Get":                   absolute("url", 1, httpSchemes),
	"github.com/valyala/fasthttp.GetTimeout":            absolute("url", 1, httpSchemes),
	"github.com/valyala/fasthttp.GetDeadline":           absolute("url", 1, httpSchemes),
	"github.com/valyala/fasthttp.Post":                  absolute("url", 1, httpSchemes),

	// Web frameworks' redirects, resolved against the request.
	"(*github.com/gin-gonic/gin.Context).Redirect":   relative("location", 1),
	"(github.com/labstack/echo/v4.Context).Redirect": relative("url", 1),
	"(*github.com/gofiber/fiber/v2.Ctx).Redirect":    relative("location", 0),
	"(*github.com/gofiber/fiber/v3.Redirect).To":     relative("location", 0),
}

// urlFields lists the struct fields that hold a URI, by "pkg.T.Field".
var urlFields = map[string]Param{
	"golang.org/x/oauth2.Endpoint.AuthURL":                  {Name: "AuthURL", Role: RoleAbsolute, Schemes: httpSchemes},
	"golang.org/x/oauth2.Endpoint.TokenURL":                 {Name: "TokenURL", Role: RoleAbsolute, Schemes: httpSchemes},
	"golang.org/x/oauth2.Endpoint.DeviceAuthURL":            {Name: "DeviceAuthURL", Role: RoleAbsolute, Schemes: httpSchemes},
	"golang.org/x/oauth2.Config.RedirectURL":                {Name: "RedirectURL", Role: RoleAbsolute, Schemes: httpSchemes},
	"golang.org/x/oauth2/clientcredentials.Config.TokenURL": {Name: "TokenURL", Role: RoleAbsolute, Schemes: httpSchemes},
}

// urlStructFields maps the fields of net/url.URL to the component each
// holds. Path and Fragment are stored decoded; RawPath, RawQuery and
// RawFragment are encoded (net/url docs).
var urlStructFields = map[string]uri.Component{
	"Scheme":      uri.ComponentScheme,
	"Host":        uri.ComponentHost, // host[:port]
	"Path":        uri.ComponentPath,
	"RawPath":     uri.ComponentPath,
	"RawQuery":    uri.ComponentQuery,
	"Fragment":    uri.ComponentFragment,
	"RawFragment": uri.ComponentFragment,
}

// sqlURLDrivers are the database/sql drivers whose DSN may be a URL; a DSN
// is a site only when it also has the shape "scheme://".
var sqlURLDrivers = map[string][]string{
	"postgres":   {"postgres", "postgresql"}, // lib/pq
	"pgx":        {"postgres", "postgresql"}, // jackc/pgx stdlib
	"clickhouse": {"clickhouse", "tcp", "http", "https"},
}
