// Package envdefaults holds connection URIs that configuration falls back
// to when the environment says nothing: struct-tag defaults (caarlos0/env,
// cleanenv), viper defaults on a package or an instance, and env fallbacks
// in plain code.
package envdefaults

import (
	"context"
	"database/sql"
	"os"

	"github.com/caarlos0/env/v11"
	"github.com/ilyakaznacheev/cleanenv"
	"github.com/jackc/pgx/v5"
	amqp "github.com/rabbitmq/amqp091-go"
	"github.com/spf13/viper"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// Source: github.com/checkr/idempotent-requests/pkg/mongodb/env.go: the
// MongoDB URI's envDefault carries the root password; the client applies it.
type MongoConfig struct {
	URI string `env:"MONGODB_URI" envDefault:"mongodb://root:password123@localhost:27017"` // defect credentials
}

func mongoClient() *options.ClientOptions {
	cfg := MongoConfig{}
	if err := env.Parse(&cfg); err != nil {
		panic(err.Error())
	}
	return options.Client().ApplyURI(cfg.URI)
}

// Source: github.com/oleksiizadorozhnyi/url-shortener/internal/config/config.go:
// a Mongo URI without credentials and a listen port.
type ShortenerConfig struct {
	MongoURI string `env:"MONGO_URI" envDefault:"mongodb://localhost:27017"` // lookalike
	Port     string `env:"PORT" envDefault:":8080"`                          // lookalike
}

// Source: github.com/tundrik/training/0lvl/config/config.go: a cleanenv
// env-default for the Postgres connection string, with its password,
// next to the streaming cluster's names.
type OrdersConfig struct {
	PgString  string `env:"POSTGRES" env-default:"postgres://orders:87654321@127.0.0.1:5432/orders"` // defect credentials
	ClusterID string `env:"STAN_CLUSTER_ID" env-default:"test-cluster"`
	Subject   string `env:"STAN_SUBJECT" env-default:"order"`
}

func connectOrders(ctx context.Context) (*pgx.Conn, error) {
	var cfg OrdersConfig
	if err := cleanenv.ReadEnv(&cfg); err != nil {
		return nil, err
	}
	return pgx.Connect(ctx, cfg.PgString)
}

// Source: github.com/ZaiiiRan/job_search_service/user-service/internal/config/settings/postgres_settings.go:
// the Postgres defaults of a viper instance, under a prefix: both the
// service's and the migrations' connection strings hold the password.
type PostgresSettings struct {
	ConnectionString          string `mapstructure:"connection_string"`
	MigrationConnectionString string `mapstructure:"migration_connection_string"`
}

func SetPostgresDefaults(v *viper.Viper, prefix string) {
	v.SetDefault(prefix+".connection_string", "postgres://postgres:postgres@localhost:5432/users?sslmode=disable")           // defect credentials
	v.SetDefault(prefix+".migration_connection_string", "postgres://postgres:postgres@localhost:5432/users?sslmode=disable") // defect credentials
}

// Source: github.com/xdorro/golang-grpc-base-project/config/default.go:
// viper defaults of the service; the MongoDB URI holds the root password
// (its '@' percent-encoded), the Redis URL is a host:port.
func defaultConfig() {
	viper.SetDefault("APP_PORT", "8088")
	viper.SetDefault("MONGODB_URI", "mongodb://root:Secret9aA%40@localhost:27017") // defect credentials
	viper.SetDefault("MONGODB_DBNAME", "base")
	viper.SetDefault("REDIS_URL", "localhost:6379") // lookalike
	viper.SetDefault("REDIS_PASSWORD", "")
}

func mongoFromViper() *options.ClientOptions {
	return options.Client().ApplyURI(viper.GetString("MONGODB_URI"))
}

// Source: github.com/robertojrojas/microservices-go/pets/dogs-service/main.go:
// each setting falls back when its variable is empty: the RabbitMQ URI to
// the guest account, the MongoDB URI to a local server without
// credentials.
type dogsConfig struct {
	rabbitMQURI string
	mongoDBURI  string
	mongoDBName string
}

func getDogsConfig() *dogsConfig {
	c := dogsConfig{}
	c.rabbitMQURI = os.Getenv("RABBITMQ_URI")
	if c.rabbitMQURI == "" {
		c.rabbitMQURI = "amqp://guest:guest@localhost:5672/" // defect credentials
	}
	c.mongoDBURI = os.Getenv("MONGODB_URI")
	if c.mongoDBURI == "" {
		c.mongoDBURI = "mongodb://localhost:27017" // lookalike
	}
	c.mongoDBName = os.Getenv("MONGODB_DBNAME")
	if c.mongoDBName == "" {
		c.mongoDBName = "dogsDB"
	}
	return &c
}

func dialDogs() (*amqp.Connection, error) { return amqp.Dial(getDogsConfig().rabbitMQURI) }

// Source: github.com/boiko-mykha1lo/Test-task/notifications/internal/config/config.go:
// the notifications service reads RABBITMQ_URL through a getEnv helper
// whose fallback is the guest account.
type NotifyConfig struct{ RabbitMQURL string }

func Load() *NotifyConfig {
	return &NotifyConfig{
		RabbitMQURL: getEnv("RABBITMQ_URL", "amqp://guest:guest@localhost:5672/"), // defect credentials
	}
}

func getEnv(key, defaultValue string) string {
	if value := os.Getenv(key); value != "" {
		return value
	}
	return defaultValue
}

func dialNotify() (*amqp.Connection, error) { return amqp.Dial(Load().RabbitMQURL) }

func openUsers(v *viper.Viper) (*sql.DB, error) {
	SetPostgresDefaults(v, "postgres")
	return sql.Open("postgres", v.GetString("postgres.connection_string"))
}

var _ = []any{mongoClient, ShortenerConfig{}, connectOrders, defaultConfig, mongoFromViper, dialDogs, dialNotify, openUsers}
