package juicefs

import (
	"fmt"
	"net"
)

type nfsStore struct {
	DefaultObjectStorage
	username string
	host     string
	root     string
}

func (n *nfsStore) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/nfs.go:87 (port: the part after the colon is the export path in the host:/path notation of NFS, in a display string only logged and compared, no port is meant)
	return fmt.Sprintf("nfs://%s@%s:%s", n.username, n.host, n.root) // lookalike
}

type sshClientConfig struct{ User string }

type sftpStore struct {
	DefaultObjectStorage
	host, port, root string
	config           *sshClientConfig
}

func (f *sftpStore) sftpConnection() (net.Conn, error) {
	// Source: github.com/juicedata/juicefs/pkg/object/sftp.go:83 (hostjoin: net.JoinHostPort is the right way to build the SSH dial address; uniform sample 8 of 13 JoinHostPort calls)
	return net.Dial("tcp", net.JoinHostPort(f.host, f.port)) // lookalike
}

func (f *sftpStore) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/sftp.go:155 (port: the part after the colon is the remote root in scp-like host:path notation, in a display string only logged and compared)
	return fmt.Sprintf("sftp://%s@%s:%s", f.config.User, f.host, f.root) // lookalike
}

type hdfsclient struct {
	DefaultObjectStorage
	addr     string
	basePath string
}

func (h *hdfsclient) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/hdfs.go:56 (syntax: the name node addresses and a base path that starts with "/" make a display string only logged and compared)
	return fmt.Sprintf("hdfs://%s%s", h.addr, h.basePath) // lookalike
}

type sharded struct {
	DefaultObjectStorage
	stores []ObjectStorage
}

func (s *sharded) String() string {
	// Source: github.com/juicedata/juicefs/pkg/object/sharding.go:36 (syntax: a display name that nests the first store's name after "shardN://", only logged and compared)
	return fmt.Sprintf("shard%d://%s", len(s.stores), s.stores[0]) // lookalike
}
