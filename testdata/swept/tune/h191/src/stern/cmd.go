package stern

import (
	"bufio"
	"os"
	"strings"

	"github.com/spf13/pflag"
)

const defaultConfigFilePath = "~/.config/stern/config.yaml"

type options struct {
	tail           int64
	configFilePath string
}

// NewOptions mirrors stern's cmd.NewOptions (IO streams left out).
func NewOptions() *options {
	return &options{tail: -1, configFilePath: defaultConfigFilePath}
}

// AddFlags registers the flags the tests pass as "--name=value" arguments.
func (o *options) AddFlags(fs *pflag.FlagSet) {
	fs.Int64Var(&o.tail, "tail", o.tail, "The number of lines from the end of the logs to show. Defaults to -1, showing all logs.")
	fs.StringVar(&o.configFilePath, "config", o.configFilePath, "Path to the stern config file")
}

// overrideFlagSetDefaultFromConfig reads "name: value" lines of the config
// file and sets each flag the command line did not set.
func (o *options) overrideFlagSetDefaultFromConfig(fs *pflag.FlagSet) error {
	if o.configFilePath == defaultConfigFilePath {
		if _, err := os.Stat(o.configFilePath); os.IsNotExist(err) {
			return nil
		}
	}
	configFile, err := os.Open(o.configFilePath)
	if err != nil {
		return err
	}
	defer configFile.Close()
	sc := bufio.NewScanner(configFile)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), ":")
		if !ok {
			continue
		}
		flag := fs.Lookup(strings.TrimSpace(name))
		if flag == nil || flag.Changed {
			continue
		}
		if err := fs.Set(flag.Name, strings.TrimSpace(value)); err != nil {
			return err
		}
	}
	return sc.Err()
}
