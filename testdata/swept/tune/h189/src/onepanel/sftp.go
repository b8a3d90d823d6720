package onepanel

import (
	"fmt"
	"time"

	"golang.org/x/crypto/ssh"
)

type sftpClient struct {
	bucket   string
	connInfo string
	config   *ssh.ClientConfig
}

// NewSftpClient checks an SFTP backup account by dialling it; address and
// port come from the account's variables as the user entered them.
func NewSftpClient(vars map[string]interface{}) (*sftpClient, error) {
	address := loadParamFromVars("address", vars)
	port := loadParamFromVars("port", vars)
	password := loadParamFromVars("password", vars)
	username := loadParamFromVars("username", vars)
	bucket := loadParamFromVars("bucket", vars)

	clientConfig := &ssh.ClientConfig{
		User:    username,
		Auth:    []ssh.AuthMethod{ssh.Password(password)},
		Timeout: 30 * time.Second,
	}
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/sftp.go:41 (hostjoin: address and port are joined by hand into the dial address with no brackets, and the backend does not keep IPv6 out, so an IPv6 host breaks; net.JoinHostPort is right)
	if _, err := ssh.Dial("tcp", fmt.Sprintf("%s:%s", address, port), clientConfig); err != nil { // defect hostjoin
		return nil, err
	}
	// Source: github.com/1Panel-dev/1Panel/backend/utils/cloud_storage/client/sftp.go:45 (hostjoin: the same hand join is stored as connInfo and dialled by Upload and Download, breaking for an IPv6 host)
	return &sftpClient{bucket: bucket, connInfo: fmt.Sprintf("%s:%s", address, port), config: clientConfig}, nil // defect hostjoin
}

// Upload dials the stored address.
func (s sftpClient) Upload(src, target string) (bool, error) {
	sshClient, err := ssh.Dial("tcp", s.connInfo, s.config)
	if err != nil {
		return false, err
	}
	defer sshClient.Close()
	return true, nil
}
