// Package cliflags holds command-line defaults of connection URIs given
// through the std flag package, cobra/pflag, urfave/cli and go-flags struct
// tags: the default is what the program dials when no flag is passed.
package cliflags

import (
	"database/sql"
	"flag"

	flags "github.com/jessevdk/go-flags"
	"github.com/nats-io/nats.go"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/spf13/cobra"
	"github.com/urfave/cli/v2"
)

// Source: github.com/ruizeng/pando-cloud/services/controller/flags.go: the
// broker flag's default is a named constant, the local broker's guest
// account with its password; the controller dials it.
const (
	flagQueueHost    = "queuehost"
	defaultQueueHost = "amqp://guest:guest@localhost:5672/" // defect credentials
	flagDocHost      = "dochost"
	defaultDocHost   = "localhost" // lookalike
)

var (
	confDocHost   = flag.String(flagDocHost, defaultDocHost, "document store address, ip:port")
	confQueueHost = flag.String(flagQueueHost, defaultQueueHost, "queue host address, amqp://user:password@ip:port/") // lookalike
)

func dialController() (*amqp.Connection, error) { return amqp.Dial(*confQueueHost) }

// Source: github.com/rabbitmq/amqp091-go/_examples/simple-consumer/consumer.go:
// the example consumer's -uri flag defaults to the guest account, password
// included; NewConsumer dials it.
var (
	consumerURI  = flag.String("uri", "amqp://guest:guest@localhost:5672/", "AMQP URI") // defect credentials
	consumerQ    = flag.String("queue", "demo-queue", "Ephemeral AMQP queue name")
	consumerBind = flag.String("key", "demo-key", "AMQP binding key")
)

func newConsumer(amqpURI string) (*amqp.Connection, error) { return amqp.Dial(amqpURI) }

func runConsumer() error {
	conn, err := newConsumer(*consumerURI)
	if err != nil {
		return err
	}
	return conn.Close()
}

// Source: github.com/rabbitmq/amqp091-go/_examples/simple-producer/producer.go:
// the producer's flag set, declared in a function here, has the same default.
func runProducer(args []string) error {
	fs := flag.NewFlagSet("producer", flag.ContinueOnError)
	uri := fs.String("uri", "amqp://guest:guest@localhost:5672/", "AMQP URI") // defect credentials
	body := fs.String("body", "hello", "Body of message")
	if err := fs.Parse(args); err != nil {
		return err
	}
	conn, err := amqp.Dial(*uri)
	if err != nil {
		return err
	}
	_ = body
	return conn.Close()
}

// Source: github.com/glimte/mmate-go/cmd/monitor/main.go: the monitor
// CLI's persistent --url flag defaults to the guest account; every
// subcommand builds its RabbitMQ client from it.
func monitorCommand() *cobra.Command {
	var brokerURL string
	var verbose bool
	root := &cobra.Command{Use: "queue-monitor", Short: "Monitor the message broker"}
	root.PersistentFlags().StringVarP(&brokerURL, "url", "u", "amqp://guest:guest@localhost:5672/", "RabbitMQ connection URL") // defect credentials
	list := &cobra.Command{
		Use: "list",
		RunE: func(cmd *cobra.Command, args []string) error {
			conn, err := amqp.Dial(brokerURL)
			if err != nil {
				return err
			}
			return conn.Close()
		},
	}
	root.AddCommand(list)
	_ = verbose
	return root
}

// Source: github.com/kayden-vs/snippetbox/cmd/web/main.go: the web app's
// -dsn flag defaults to a PostgreSQL URL with the web user's password;
// openDB opens it.
func snippetMain() error {
	addr := flag.String("addr", ":4000", "HTTP server port")                                                           // lookalike
	dsn := flag.String("dsn", "postgres://web:pass@localhost/snippets?sslmode=disable", "PostgreSQL data source name") // defect credentials
	flag.Parse()
	db, err := openDB(*dsn)
	if err != nil {
		return err
	}
	_ = addr
	return db.Close()
}

func openDB(dsn string) (*sql.DB, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	return db, db.Ping()
}

// Source: github.com/gitavk/snippetbox/cmd/web/main.go: the same app in
// another repository, the postgres account's password in the default.
func gitavkMain() error {
	dsn := flag.String("dsn", "postgres://postgres:password@localhost:5432/snippets", "PostgreSQL data source name") // defect credentials
	flag.Parse()
	db, err := openDB(*dsn)
	if err != nil {
		return err
	}
	return db.Close()
}

// Source: github.com/astra-go/astra/examples/reference-blog/scripts/migrate.go:
// the migration tool's -dsn default carries the blog user's password; the
// -driver flag picks postgres, mysql or sqlite.
func migrateMain() error {
	dsn := flag.String("dsn", "postgres://blogger:blogpass@localhost:5432/blog?sslmode=disable", "Database connection string") // defect credentials
	driver := flag.String("driver", "postgres", "Database driver: postgres, mysql, sqlite")
	flag.Parse()
	db, err := sql.Open(*driver, *dsn)
	if err != nil {
		return err
	}
	return db.Close()
}

// Source: github.com/src-d/lookout/util/cli/db.go: a go-flags option
// whose default is the PostgreSQL URL with the example password.
type DBOptions struct {
	DB string `long:"db" default:"postgres://postgres:example@localhost:5432/reviews?sslmode=disable" env:"REVIEWS_DB" description:"connection string to postgres database"` // defect credentials
}

// Source: github.com/src-d/lookout/util/cli/queue.go: the broker option's
// default is an AMQP URL without credentials.
type QueueOptions struct {
	Queue  string `long:"queue" env:"REVIEWS_QUEUE" default:"reviews" description:"queue name"`
	Broker string `long:"broker" env:"REVIEWS_BROKER" default:"amqp://localhost:5672" description:"broker service URI"` // lookalike
}

type serveCommand struct {
	DBOptions
	QueueOptions
}

func serve(args []string) error {
	var cmd serveCommand
	if _, err := flags.ParseArgs(&cmd, args); err != nil {
		return err
	}
	db, err := sql.Open("postgres", cmd.DB)
	if err != nil {
		return err
	}
	return db.Close()
}

// Source: github.com/containerum/permissions/cmd/permissions/flags.go: the
// db_url flag's default names the postgres user without a password.
var dbAddrFlag = &cli.StringFlag{
	Name:    "db_url",
	EnvVars: []string{"DB_URL"},
	Value:   "postgres://postgres@localhost:5432/postgres?sslmode=disable", // lookalike
}

// Source: github.com/moonwalker/gontentful/cmd/gfl/query.go: when the url
// flag is empty the query command uses a local URL without a password.
var queryDatabaseURL string

func init() {
	cmd := &cobra.Command{Use: "query"}
	cmd.PersistentFlags().StringVarP(&queryDatabaseURL, "url", "u", "", "database url")
	if queryDatabaseURL == "" {
		queryDatabaseURL = "postgres://postgres@localhost:5432/?sslmode=disable" // lookalike
	}
}

// Source: github.com/johnweldon/unifi-scheduler/cmd/nats.go: the NATS URL
// variable is both the flag's default and its destination.
var natsURL = "nats://localhost:4222" // lookalike

func natsCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "nats"}
	cmd.PersistentFlags().StringVar(&natsURL, "nats_url", natsURL, "NATS URL")
	return cmd
}

func connectNATS() (*nats.Conn, error) { return nats.Connect(natsURL) }

// Source: github.com/programervn/letgo/snippetbox/cmd/web/main.go: the dsn
// flag's default is a driver string, user:password@ followed by a
// key=value setting, no URL; it goes to sql.Open("mysql").
var letgoDSN = flag.String("mysql-dsn", "root:hunter2@123 sslmode=disable", "Datasource Name") // lookalike

func openLetgo() (*sql.DB, error) { return sql.Open("mysql", *letgoDSN) }

var _ = []any{confDocHost, dialController, consumerQ, consumerBind, runConsumer, runProducer,
	monitorCommand, snippetMain, gitavkMain, migrateMain, serve, dbAddrFlag, natsCommand, connectNATS, openLetgo}
