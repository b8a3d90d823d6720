package gogs

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// App holds the application settings of the configuration file.
var App struct {
	RunUser string
}

// SSHOpts holds the SSH settings of the configuration file.
type SSHOpts struct {
	Domain     string
	Port       int
	ListenHost string
	ListenPort int
}

// SSH holds the [server] SSH settings read from the configuration file.
var SSH SSHOpts

// loadConf reads "KEY = value" lines of the custom configuration file.
func loadConf(customConf string) error {
	f, err := os.Open(customConf)
	if err != nil {
		return err
	}
	defer f.Close()
	kv := map[string]string{}
	s := bufio.NewScanner(f)
	for s.Scan() {
		k, v, ok := strings.Cut(s.Text(), "=")
		if ok {
			kv[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	App.RunUser = kv["RUN_USER"]
	SSH.Domain = kv["SSH_DOMAIN"]
	SSH.Port, _ = strconv.Atoi(kv["SSH_PORT"])
	SSH.ListenHost = kv["SSH_LISTEN_HOST"]
	SSH.ListenPort, _ = strconv.Atoi(kv["SSH_LISTEN_PORT"])
	return s.Err()
}
