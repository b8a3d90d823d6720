package docker

// Source: github.com/docker/docker/opts/hosts_unix.go:10 (hostform: the unix scheme plus the absolute socket path gives the standard unix socket URI with an empty authority; uniform sample of 40 of 194 look-alikes)
const DefaultHost = "unix://" + DefaultUnixSocket // lookalike
