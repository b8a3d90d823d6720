package duplicacy

import (
	"fmt"

	"golang.org/x/crypto/ssh"
)

// CreateSFTPStorage connects to server:port over SSH; server and port come from sftp://user@server:port/path.
func CreateSFTPStorage(compatibilityMode bool, server string, port int, username string, storageDir string) (*ssh.Client, error) {
	sftpConfig := &ssh.ClientConfig{User: username}
	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_sftpstorage.go:77 (hostjoin: host and port are joined with %s:%d into the dial address, which breaks for an IPv6 host; net.JoinHostPort is right, by the hostjoin check)
	serverAddress := fmt.Sprintf("%s:%d", server, port) // defect hostjoin
	return ssh.Dial("tcp", serverAddress, sftpConfig)
}
