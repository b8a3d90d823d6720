package config

import (
	"flag"

	"github.com/alecthomas/kingpin/v2"
	"github.com/spf13/viper"
	"github.com/urfave/cli/v2"
)

// Flags, tags and settings whose name says URL, used nowhere known.
var (
	_ = flag.String("server-url", "https://named.example.com/", "")                            // want `shape flag server-url "https://named.example.com/"`
	_ = flag.String("listen", "http://listen.example.com/", "")                                // want `shape shape "http://listen.example.com/"`
	_ = kingpin.New("x", "").Flag("broker-url", "").Default("amqp://kp.example.com/").String() // want `shape flag broker-url "amqp://kp.example.com/"`
	_ = &cli.StringFlag{Name: "dsn", Value: "postgres://cli.example.com/db"}                   // want `shape flag dsn "postgres://cli.example.com/db"`
)

type Settings struct {
	Store  string `env:"STORE_DSN" envDefault:"postgres://tag.example.com/db"` // want `shape tag STORE_DSN "postgres://tag.example.com/db"`
	Listen string `default:"localhost:8080"`                                   // not a URI
}

func settings() {
	viper.SetDefault("database.url", "postgres://viper.example.com/db")   // want `shape viper.SetDefault\(database.url\) "postgres://viper.example.com/db"`
	viper.SetDefault("database.name", "postgres://viper2.example.com/db") // want `shape shape "postgres://viper2.example.com/db"`
}
