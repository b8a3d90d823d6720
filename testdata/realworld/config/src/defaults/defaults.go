// Package defaults holds connection URIs written as the default values of
// configuration: constants of a config package, package-level default
// variables, and struct literals returned as "the default configuration".
package defaults

import (
	"database/sql"
	"net/http"
	"time"

	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/redis/go-redis/v9"
)

// Source: github.com/hesongtao/ginProject/config/rabbitmq.go: the config
// package's broker constant is the local broker's guest account, password
// included, next to pool limits; the service dials it.
const (
	BrokerURL      = "amqp://guest:guest@localhost:5672/" // defect credentials
	BrokerMaxOpen  = 800
	BrokerAttempts = 4
)

func dialBroker() (*amqp.Connection, error) { return amqp.Dial(BrokerURL) }

// Source: github.com/ClementAdd/TinySmartHouse/mail/rabbitmq/rabbitmq_config.go:
// the mail service's RabbitMQ URL constant holds a user and password, next to
// the exchange and queue names.
const (
	MailBrokerURL = "amqp://mailer:mailerpw@localhost:5672/" // defect credentials
	MailExchange  = "mail_exchange"
	MailQueue     = "mail_queue"
)

func dialMail() (*amqp.Connection, error) { return amqp.Dial(MailBrokerURL) }

// Source: github.com/RustamSafiulin/mesh_cloud_computation/backend/job_service/cmd/configuration.go:
// DefaultConfiguration returns a struct literal whose AMQP URL carries the
// guest password; the job service dials it unless a file overrides it.
type JobConfig struct {
	AMQPUrl string `json:"amqp_url"`
}

func DefaultJobConfig() *JobConfig {
	return &JobConfig{
		AMQPUrl: "amqp://guest:guest@localhost:5672", // defect credentials
	}
}

func dialJobs() (*amqp.Connection, error) { return amqp.Dial(DefaultJobConfig().AMQPUrl) }

// Source: github.com/xkdgo/otus_golang_homeworks/hw12_13_14_15_calendar/internal/config/defaults.go:
// package-level defaults of the calendar; the broker dial string has the
// guest password, the others are a port, a storage kind and durations.
var (
	defaultServerPort       = "8080"
	defaultStorageType      = "in-memory"
	defaultQueryInterval    = "5s"
	defaultBrokerDialString = "amqp://guest:guest@localhost:5672/" // defect credentials
)

func dialCalendar() (*amqp.Connection, error) { return amqp.Dial(defaultBrokerDialString) }

// Source: github.com/andreiavrammsd/microservices-persistent-communication/main/config.go:
// the service's config variable is a struct literal; the queue server's
// address is an AMQP URL with a generated user and password in it.
type ServiceConfig struct {
	ServerAddress      string
	QueueServerAddress string
	QueueName          string
	Consumers          int
	RetryAfter         time.Duration
}

var serviceConfig = ServiceConfig{
	ServerAddress:      ":8008",                                                // lookalike
	QueueServerAddress: "amqp://Qm7KxR2pTz9w:Vb4nLc8sHd3FyJq6@127.0.0.1:5672/", // defect credentials
	QueueName:          "services",
	Consumers:          3,
	RetryAfter:         5000,
}

func dialServices() (*amqp.Connection, error) { return amqp.Dial(serviceConfig.QueueServerAddress) }

// Source: github.com/RichardKnop/machinery/v1/config/config.go: the
// library's "sensible default values" use the local broker's guest account
// as both the broker and the result backend; a server built without a
// config file dials them.
type TaskConfig struct {
	Broker        string
	DefaultQueue  string
	ResultBackend string
	ExpireIn      int
}

var defaultTaskConfig = &TaskConfig{
	Broker:        "amqp://guest:guest@localhost:5672/", // defect credentials
	DefaultQueue:  "worker_tasks",
	ResultBackend: "amqp://guest:guest@localhost:5672/", // defect credentials
	ExpireIn:      3600,
}

func dialTasks(cnf *TaskConfig) (*amqp.Connection, error) { return amqp.Dial(cnf.Broker) }

func dialResults(cnf *TaskConfig) (*amqp.Connection, error) { return amqp.Dial(cnf.ResultBackend) }

// newTaskServer uses the defaults when no configuration was loaded.
func newTaskServer(cnf *TaskConfig) (*amqp.Connection, error) {
	if cnf == nil {
		cnf = defaultTaskConfig
	}
	if _, err := dialResults(cnf); err != nil {
		return nil, err
	}
	return dialTasks(cnf)
}

// Source: github.com/RichardKnop/machinery/example/amqp/main.go: the AMQP
// example builds its server from a config literal with the same guest URL.
func exampleTaskServer() (*amqp.Connection, error) {
	cnf := &TaskConfig{
		Broker:        "amqp://guest:guest@localhost:5672/", // defect credentials
		DefaultQueue:  "example_tasks",
		ResultBackend: "",
		ExpireIn:      3600,
	}
	return dialTasks(cnf)
}

// Source: github.com/RichardKnop/machinery/example/redis/main.go: the Redis
// example's broker and backend are Redis URLs without credentials.
func redisTaskConfig() *TaskConfig {
	return &TaskConfig{
		Broker:        "redis://localhost:6379", // lookalike
		DefaultQueue:  "example_tasks",
		ResultBackend: "redis://localhost:6379", // lookalike
		ExpireIn:      3600,
	}
}

func redisTasks() (*redis.Options, error) { return redis.ParseURL(redisTaskConfig().Broker) }

// Source: github.com/go-park-mail-ru/2025_1_QuickFlow/backend/config/postgres/postgres.go:
// the default database URL constant, with the admin's password, is the
// fallback of DATABASE_URL.
const defaultDatabaseURL string = "postgresql://flow_admin:SuperSecretPass1@localhost:5432/flow_db" // defect credentials

type PostgresConfig struct{ databaseURL string }

func NewPostgresConfig() *PostgresConfig {
	return &PostgresConfig{databaseURL: getEnv("DATABASE_URL", defaultDatabaseURL)}
}

func (p *PostgresConfig) GetURL() string { return p.databaseURL }

func openFlow() (*sql.DB, error) { return sql.Open("postgres", NewPostgresConfig().GetURL()) }

// Source: github.com/go-park-mail-ru/2025_1_QuickFlow/backend/config/redis/redis.go:
// REDIS_URL falls back to a host:port, not a URL.
const backupRedisURL string = "localhost:6379" // lookalike

func redisAddr() string { return getEnv("REDIS_URL", backupRedisURL) }

// Source: github.com/infobloxopen/atlas-contacts-app/cmd/config.go: the
// default addresses are host:port, the gateway "URL" is a path prefix, and
// the database connection string is key=value.
const (
	ServerAddress      = "0.0.0.0:9090"                                                                                 // lookalike
	GatewayAddress     = "0.0.0.0:8080"                                                                                 // lookalike
	GatewayURL         = "/contacts-app/v1/"                                                                            // lookalike
	DBConnectionString = "host=localhost port=5432 user=postgres password=postgres sslmode=disable dbname=contacts_app" // lookalike
)

func gateway() *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle(GatewayURL, http.NotFoundHandler())
	return mux
}

var _ = []any{dialBroker, BrokerMaxOpen, BrokerAttempts, dialMail, MailExchange, MailQueue, dialJobs,
	defaultServerPort, defaultStorageType, defaultQueryInterval, dialCalendar, dialServices,
	newTaskServer, exampleTaskServer, redisTasks, openFlow, redisAddr, ServerAddress, GatewayAddress,
	DBConnectionString, gateway}
