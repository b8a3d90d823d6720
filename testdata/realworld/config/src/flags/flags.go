// Package flags holds command-line flags whose default value is a URI, or
// looks like one: the default flows to a client, or only the flag's name
// says URL.
package flags

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"net/http"

	"github.com/alecthomas/kingpin/v2"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/urfave/cli/v2"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// Source: github.com/bmorri12/SmartAqua/services/controller/flags.go: the
// broker flag's default is a hosted AMQP URL with the account's password
// in it; main dials it. Its help text shows the URL's form.
const (
	flagBrokerHost    = "brokerhost"
	defaultBrokerHost = "amqp://aquactl:Zr7vQ2mwLp9x@mq.aquarium-cloud.example:13595/" // defect credentials
	flagStoreHost     = "storehost"
	defaultStoreHost  = "localhost" // lookalike
)

var (
	confStoreHost  = flag.String(flagStoreHost, defaultStoreHost, "document store address, ip:port")
	confBrokerHost = flag.String(flagBrokerHost, defaultBrokerHost,
		"broker address, amqp://user:password@ip:port/") // lookalike
)

func dialBroker() (*amqp.Connection, error) {
	return amqp.Dial(*confBrokerHost)
}

// Source: github.com/aleasoluciones/simpleamqp/examples/consumer/consumer.go:
// the example consumer's URI flag defaults to the broker's guest account,
// password included, and is handed to the AMQP consumer.
func consume() error {
	var brokerURI string
	flag.StringVar(&brokerURI, "brokeruri", "amqp://guest:guest@localhost/", "AMQP connection uri") // defect credentials
	flag.Parse()
	conn, err := amqp.Dial(brokerURI)
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/KumKeeHyun/perisco/perisco/testing/http1.1/client/main.go:
// a test client GETs the URL flag, whose default names a loopback server on
// a non-default port.
func probe() error {
	target := flag.String("target", "http://127.0.0.1:8880/ping", "url") // lookalike
	flag.Parse()
	resp, err := http.Get(*target)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/eliben/code-for-blog/2022/go-and-proxies/http-get-basic.go:
// the URL to GET defaults to a plain absolute URL.
func fetchPage() error {
	page := flag.String("page", "http://example.org", "URL to get") // lookalike
	flag.Parse()
	resp, err := http.Get(*page)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/TomasKocman/sitemap-builder/src/main.go: the site to
// crawl defaults to an https URL with no path.
var siteFlag = flag.String("site", "https://gophers.example.com", "the url to build a sitemap for") // lookalike

// Source: github.com/asadovsky/gosh/hello_client/main.go: the flag is a
// host:port, and the client puts the scheme in front of it.
var helloAddr = flag.String("hello-addr", "localhost:8080", "server addr") // lookalike

func hello() error {
	resp, err := http.Get("http://" + *helloAddr)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Source: github.com/zhenyanesterkova/metricsmonitor/cmd/server/flags.go:
// the "endpoint" the server listens on is a host:port.
var listenEndpoint string

func parseServerFlags() {
	flag.StringVar(&listenEndpoint, "a", "localhost:8080", "address and port to run server") // lookalike
	flag.Parse()
}

// Source: github.com/eolinker/apinto/example/dubbo2/client/flag.go: the
// dubbo server address is an ip:port.
var dubboAddr = "127.0.0.1:20000" // lookalike

func init() {
	flag.StringVar(&dubboAddr, "dubbo-addr", "127.0.0.1:20000", "The address to connect dubbo2 server.") // lookalike
}

// Source: github.com/spqrcor/shortener/cmd/shortener/config.go: a listen
// address and the base URL of the short links, both with port 8080.
var flagRunAddr, flagBaseURL string

func parseShortenerFlags() {
	flag.StringVar(&flagRunAddr, "a", ":8080", "address and port to run server")          // lookalike
	flag.StringVar(&flagBaseURL, "b", "http://localhost:8080", "base url of short links") // lookalike
	flag.Parse()
}

// Source: github.com/mei-rune/kinglink/tests/common/main.go: the flag is
// named db_url but holds a libpq key=value string, not a URL.
var (
	dbURL = flag.String("db_url", "host=127.0.0.1 dbname=jobs_test user=jobstest password=jobs123 sslmode=disable", "the db url") // lookalike
	dbDrv = flag.String("db_drv", "postgres", "the db driver")
)

func openJobs() (*sql.DB, error) { return sql.Open(*dbDrv, *dbURL) }

// Source: github.com/VitorCdSouza/wattage-back-end/cmd/api/main.go: the DSN
// flag defaults to a key=value connection string.
type application struct {
	DSN    string
	Domain string
}

func parseAppFlags(app *application) {
	flag.StringVar(&app.DSN, "dsn", "host=postgres port=5432 user=postgres password=postgres dbname=watts sslmode=disable timezone=UTC connect_timeout=5", "Postgres connection string") // lookalike
	flag.Parse()
}

// Source: github.com/evertonsavio/go-crypto/src/main.go: the domain is an
// origin, and the DSN a key=value string.
func setupFinder(app *application) {
	app.Domain = "http://localhost"                                                                                                                                // lookalike
	flag.StringVar(&app.DSN, "finder-dsn", "host=localhost port=5432 user=postgres password=postgres dbname=finder sslmode=disable", "Postgres connection string") // lookalike
}

// Source: github.com/jspc/awesomesul/main.go: the Redis address is a
// host:port given to the client's Addr.
var redisAddr string

func connectRedis() *redis.Client {
	flag.StringVar(&redisAddr, "address", "localhost:6379", "Redis host address") // lookalike
	flag.Parse()
	return redis.NewClient(&redis.Options{Addr: redisAddr})
}

// Source: github.com/shishberg/mopoke-cli/main.go: the MongoDB flag
// defaults to a service name with the default port, given to ApplyURI.
var mongoArgs struct{ mongoURL string }

func mongoOptions() *options.ClientOptions {
	flag.StringVar(&mongoArgs.mongoURL, "mongodb", "mongodb://docstore:27017", "mongodb address") // lookalike
	flag.Parse()
	return options.Client().ApplyURI(mongoArgs.mongoURL)
}

// Source: github.com/snzysnk/go_demo/pflag使用/隐藏标记/main.go: a pflag with
// shorthand whose default is an IP address.
var ipFlag = pflag.StringP("ip", "p", "127.0.0.1", "the ip to use") // lookalike

// Source: github.com/jhonata-menezes/kartolafc-backend/cmd/cmd.go: a cobra
// flag for the ip:port to bind.
var serverBind string

func bindFlags() {
	cmd := cobra.Command{}
	cmd.Flags().StringVarP(&serverBind, "bind", "b", "0.0.0.0:5015", "interface ip:port to bind") // lookalike
}

// Source: github.com/intelsdi-x/snap/cmd/pulse-ctl/flags.go: the control
// CLI's URL flag defaults to the agent's REST API on its own port.
var flURL = &cli.StringFlag{
	Name:    "url",
	Usage:   "Sets the URL to use",
	EnvVars: []string{"PULSE_URL"},
	Value:   "http://localhost:8181", // lookalike
}

// Source: github.com/lukevers/chitchat/flags.go: kingpin flags for the bind
// host and a MySQL-style DSN (user:password@tcp(host:port)/db), which is no
// URL.
var (
	bindHost  = kingpin.Flag("host", "Host to bind webserver to").Default("127.0.0.1").String()                                   // lookalike
	chatStore = kingpin.Flag("database", "Database connection string").Default("chatter:hush@tcp(127.0.0.1:33060)/chat").String() // lookalike
)

// Source: github.com/weaveworks/service/users/db/dbtest/integration.go: the
// integration tests' database URI names a user without a password.
var databaseURI = flag.String("database-uri", "postgres://postgres@accounts-db.internal.example/accounts_test?sslmode=disable", "Uri of a test database") // lookalike

func openAccounts() (*sql.DB, error) { return sql.Open("postgres", *databaseURI) }

var _ = []any{confStoreHost, dialBroker, consume, probe, fetchPage, siteFlag, hello, parseServerFlags,
	parseShortenerFlags, openJobs, parseAppFlags, setupFinder, connectRedis, mongoOptions, ipFlag,
	bindFlags, flURL, bindHost, chatStore, openAccounts, context.Background, fmt.Sprint}
