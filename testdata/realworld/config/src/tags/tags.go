// Package tags holds configuration defaults given in struct tags
// (caarlos0/env, cleanenv, envconfig, go-flags) and through viper's
// SetDefault, on fields or keys that say URL, URI, DSN or host.
package tags

import (
	"net/http"

	"github.com/caarlos0/env/v11"
	"github.com/ilyakaznacheev/cleanenv"
	flags "github.com/jessevdk/go-flags"
	"github.com/kelseyhightower/envconfig"
	"github.com/spf13/viper"
)

// Source: github.com/grigoryevandrey/logistics-app/backend/services/admins/config/config.go:
// the service's default connection string carries the database password;
// the host and port keys are for the service's own listener.
func initAdmins() {
	viper.AutomaticEnv()
	viper.SetDefault("PG_CONNECTION_STRING", "postgresql://fleet:hunter2@0.0.0.0:5432/fleet?sslmode=disable") // defect credentials
	viper.SetDefault("ADMINS_HOST", "0.0.0.0")                                                                // lookalike
	viper.SetDefault("ADMINS_PORT", "3004")                                                                   // lookalike
}

// Source: github.com/grigoryevandrey/logistics-app/backend/services/managers/config/config.go:
// the same default, repeated in the next service.
func initManagers() {
	viper.SetDefault("PG_CONNECTION_STRING", "postgresql://fleet:hunter2@0.0.0.0:5432/fleet?sslmode=disable") // defect credentials
	viper.SetDefault("MANAGERS_HOST", "0.0.0.0")                                                              // lookalike
}

// Source: github.com/grigoryevandrey/logistics-app/services/deliveries/config/config.go:
// and in a third one.
func initDeliveries() {
	viper.SetDefault("PG_CONNECTION_STRING", "postgresql://fleet:hunter2@0.0.0.0:5432/fleet?sslmode=disable") // defect credentials
}

// Source: github.com/quinta-nails/users/internal/config/database.go: the
// database URL's envDefault holds the postgres password.
type DatabaseConfig struct {
	URL string `env:"DATABASE_URL,required" envDefault:"postgres://salon:salon@localhost:5432/clients?sslmode=disable"` // defect credentials
}

// Source: github.com/Matthew3000/gophermart/internal/config/config.go: a
// listen address, and a DSN default with the developer's password.
type GophermartConfig struct {
	ServerAddress string `env:"SERVER_ADDRESS"    envDefault:"localhost:8080"`                                                 // lookalike
	DatabaseDSN   string `env:"DATABASE_DSN"      envDefault:"postgres://mart:Mart2023pw@localhost:5432/mart?sslmode=disable"` // defect credentials
}

// Source: github.com/sknv/microrabbit/app/services/math/cfg/cfg.go: a
// go-flags option whose default is the broker's guest account.
type MathConfig struct {
	RabbitURL string `long:"rabbit-url" env:"RABBIT_URL" default:"amqp://guest:guest@localhost:5672" description:"rabbitmq url"` // defect credentials
}

func parseMath(args []string) (*MathConfig, error) {
	cfg := new(MathConfig)
	_, err := flags.ParseArgs(cfg, args)
	return cfg, err
}

// Source: github.com/zueve/go-shortener/internal/config/models.go: a listen
// address and a base URL on a non-default port.
type ShortenerEnv struct {
	ServerAddress string `env:"SERVER_ADDRESS" envDefault:":8080"`           // lookalike
	BaseURL       string `env:"BASE_URL" envDefault:"http://localhost:8080"` // lookalike
}

func loadShortener() (ShortenerEnv, error) {
	var cfg ShortenerEnv
	err := env.Parse(&cfg)
	return cfg, err
}

// Source: github.com/FortovEgor/url-shortener/internal/configs/configs.go:
// the server address is a host:port.
type URLShortenerConfig struct {
	ServerAddress string `env:"SERVER_ADDRESS" envDefault:"localhost:8080"`  // lookalike
	BaseURL       string `env:"BASE_URL" envDefault:"http://localhost:8080"` // lookalike
}

// Source: github.com/countingtoten/shorty/config.go: a bind host, a port,
// and the base URL of links with its trailing slash.
type ShortyConfig struct {
	Address string `env:"BIND_ADDRESS" envDefault:"localhost"` // lookalike
	Port    int    `env:"BIND_PORT" envDefault:"3000"`
	BaseURL string `env:"BASE_URL" envDefault:"http://localhost:3000/"` // lookalike
}

// Source: github.com/CVDS2020/CVDS-MAS/config/endpoint-http.go: an HTTP
// endpoint whose default is host:port.
type EndpointHTTP struct {
	Addr string `yaml:"addr" json:"addr" default:"localhost:18080"` // lookalike
}

// Source: github.com/uesleicarvalhoo/go-collector-service/internal/config/broker.go:
// the env key says URL but the field holds a bare host; port and
// credentials are separate fields.
type BrokerConfig struct {
	Host string `envconfig:"BROKER_URL" default:"localhost"` // lookalike
	Port string `envconfig:"BROKER_PORT" default:"5672"`
}

func loadBroker() (BrokerConfig, error) {
	var cfg BrokerConfig
	err := envconfig.Process("", &cfg)
	return cfg, err
}

// Source: github.com/KseniiaSalmina/tikkichest-portfolio-service/internal/config/postgres.go:
// a host with no scheme.
type Postgres struct {
	Host string `env:"PG_HOST" envDefault:"localhost"` // lookalike
	Port uint16 `env:"PG_PORT" envDefault:"5432"`
}

// Source: github.com/KomeilShadan/url-shortener/internal/config/mongo.go:
// the URI has no credentials; they are separate fields.
type Mongo struct {
	URI      string `env:"MONGO_URI" env-default:"mongodb://localhost:27017"` // lookalike
	Username string `env:"MONGO_USERNAME" env-default:"root"`
}

func loadMongo() (Mongo, error) {
	var cfg Mongo
	err := cleanenv.ReadEnv(&cfg)
	return cfg, err
}

// Source: github.com/goverland-labs/goverland-inbox-feed/internal/config/database.go:
// the DSN default is a key=value string with a placeholder password.
type Database struct {
	DSN string `env:"POSTGRES_DSN" envDefault:"host=localhost port=5432 user=postgres password=DB_PASSWORD dbname=postgres sslmode=disable"` // lookalike
}

// Source: github.com/scriptnetwork/script-4/cmd/scriptcli/cmd/utils/config.go:
// the CLI's RPC endpoint defaults to a local node on its own port.
const CfgRemoteRPCEndpoint = "remoteRPCEndpoint"

func init() {
	viper.SetDefault(CfgRemoteRPCEndpoint, "http://localhost:16888/rpc") // lookalike
}

// Source: github.com/ppolariss/AdvancedWeb-Backend/driving/config/config.go:
// a map of defaults fed to viper.SetDefault.
var defaultConfig = map[string]string{
	"URL": "http://127.0.0.1:8080", // lookalike
}

func initDriving() {
	for k, v := range defaultConfig {
		viper.SetDefault(k, v)
	}
}

// Source: github.com/iorlas/scenarist/main.go: host and port defaults of a
// database, no URL.
func initScenarist() {
	viper.SetDefault("host", "localhost") // lookalike
	viper.SetDefault("port", "5432")      // lookalike
}

// Source: github.com/Abdulsametileri/messaging-service-go/config/viper.go:
// a database host key.
func setupMessaging() {
	viper.SetDefault("DbHost", "localhost") // lookalike
}

func ping() error {
	resp, err := http.Get(viper.GetString(CfgRemoteRPCEndpoint))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

var _ = []any{initAdmins, initManagers, initDeliveries, parseMath, loadShortener, loadBroker, loadMongo,
	initDriving, initScenarist, setupMessaging, ping}
