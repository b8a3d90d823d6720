package watchtower

import (
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

// SetDefaults provides default values for environment variables
func SetDefaults() {
	viper.AutomaticEnv()
	// Source: github.com/containrrr/watchtower/internal/flags/flags.go:422 (sink: the Docker host default is a unix-socket URI, which by its scheme has an empty authority and a socket path, as the Docker client expects)
	viper.SetDefault("DOCKER_HOST", "unix:///var/run/docker.sock") // lookalike
	viper.SetDefault("WATCHTOWER_NOTIFICATIONS_LEVEL", "info")
}

// EnvConfig translates the command-line options into environment variables
// that will initialize the api client
func EnvConfig(cmd *cobra.Command) error {
	return os.Setenv("DOCKER_HOST", viper.GetString("DOCKER_HOST"))
}

// notificationURLs stands in for the notification-url string-array flag.
var notificationURLs []string

func appendFlagValue(name string, values ...string) error {
	if name == "notification-url" {
		notificationURLs = append(notificationURLs, values...)
	}
	return nil
}

// ProcessFlagAliases updates the value of flags that are being set by helper flags
func ProcessFlagAliases(porcelain string) error {
	if porcelain != "" {
		// Source: github.com/containrrr/watchtower/internal/flags/flags.go:595 (sink: logger:// is the shoutrrr logger service URL, whose service needs no host, so the empty authority is what the notification sender takes)
		if err := appendFlagValue("notification-url", "logger://"); err != nil { // lookalike
			return err
		}
	}
	return nil
}
