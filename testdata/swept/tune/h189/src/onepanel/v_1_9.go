package onepanel

// Setting is a key/value row of the settings table.
type Setting struct {
	Key   string
	Value string
}

// Migration is a database migration.
type Migration struct {
	ID      string
	Migrate func(create func(*Setting) error) error
}

// AddDockerSockPath stores the default Docker daemon address that
// NewClient later passes to client.WithHost.
var AddDockerSockPath = &Migration{
	ID: "20231128-add-docker-sock-path",
	Migrate: func(create func(*Setting) error) error {
		// Source: github.com/1Panel-dev/1Panel/backend/init/migration/migrations/v_1_9.go:56 (sink: unix:///path is the form Docker's WithHost expects for a local socket, the empty authority is meant)
		if err := create(&Setting{Key: "DockerSockPath", Value: "unix:///var/run/docker.sock"}); err != nil { // lookalike
			return err
		}
		return nil
	},
}
