package juicefs

// Command is the stand-in for cli.Command.
type Command struct {
	Name        string
	Usage       string
	ArgsUsage   string
	Description string
}

func cmdFormat() *Command {
	return &Command{
		Name:      "format",
		Usage:     "Format a volume",
		ArgsUsage: "META-URL NAME",
		// Source: github.com/juicedata/juicefs/cmd/format.go:57 (credentials: rule 3, mypassword is a word placeholder in help text shown to users, and the text shows the safer META_PASSWORD form next to it)
		Description: `
Create a new JuiceFS volume. Here META-URL is used to set up the metadata engine (Redis, TiKV, MySQL, etc.),
and NAME is the prefix of all objects in data storage.

Examples:
# Create a simple test volume (data will be stored in a local directory)
$ juicefs format sqlite3://myjfs.db myjfs

# Create a volume with Redis and S3
$ juicefs format redis://localhost myjfs --storage s3 --bucket https://mybucket.s3.us-east-2.amazonaws.com

# Create a volume with password protected MySQL
$ juicefs format mysql://jfs:mypassword@(127.0.0.1:3306)/juicefs myjfs
# A safer alternative
$ META_PASSWORD=mypassword juicefs format mysql://jfs:@(127.0.0.1:3306)/juicefs myjfs

Details: https://juicefs.com/docs/community/quick_start_guide`, // lookalike
	}
}

func cmdMount() *Command {
	return &Command{
		Name:      "mount",
		Usage:     "Mount a volume",
		ArgsUsage: "META-URL MOUNTPOINT",
		// Source: github.com/juicedata/juicefs/cmd/mount.go:58 (credentials: rule 3, mypassword is a word placeholder in the usage examples shown to users)
		Description: `
Mount the target volume at the mount point.

Examples:
# Mount in foreground
$ juicefs mount redis://localhost /mnt/jfs

# Mount in background with password protected Redis
$ juicefs mount redis://:mypassword@localhost /mnt/jfs -d
# A safer alternative
$ META_PASSWORD=mypassword juicefs mount redis://localhost /mnt/jfs -d

# Disable metadata backup
$ juicefs mount redis://localhost /mnt/jfs --backup-meta 0`, // lookalike
	}
}

func cmdSync() *Command {
	return &Command{
		Name:      "sync",
		Usage:     "Sync between two storages",
		ArgsUsage: "SRC DST",
		// Source: github.com/juicedata/juicefs/cmd/sync.go:49 (credentials: rule 3 and 4, ACCESS_KEY:SECRET_KEY are word placeholders of the URL form described in help text, and the examples are prose)
		Description: `
This tool spawns multiple threads to concurrently syncs objects of two data storages.
SRC and DST should be [NAME://][ACCESS_KEY:SECRET_KEY[:TOKEN]@]BUCKET[.ENDPOINT][/PREFIX].

Examples:
# Sync object from OSS to S3
$ juicefs sync oss://mybucket.oss-cn-shanghai.aliyuncs.com s3://mybucket.s3.us-east-2.amazonaws.com

# Sync objects from S3 to JuiceFS
$ myfs=redis://localhost juicefs sync s3://mybucket.s3.us-east-2.amazonaws.com/ jfs://myfs/ -p 50

Details: https://juicefs.com/docs/community/administration/sync`, // lookalike
	}
}

func cmdBench() *Command {
	return &Command{
		Name:      "bench",
		Usage:     "Run benchmarks on a path",
		ArgsUsage: "PATH",
		// Source: github.com/juicedata/juicefs/cmd/bench.go:42 (syntax: rule 4, a documentation link inside help text; uniform sample 6 of 18 help texts without credentials)
		Description: `
Run basic benchmarks on the target PATH to test if it works as expected.

Examples:
# Run benchmarks with 4 threads
$ juicefs bench /mnt/jfs -p 4

Details: https://juicefs.com/docs/community/performance_evaluation_guide#juicefs-bench`, // lookalike
	}
}

func cmdDestroy() *Command {
	return &Command{
		Name:      "destroy",
		Usage:     "Destroy an existing volume",
		ArgsUsage: "META-URL UUID",
		// Source: github.com/juicedata/juicefs/cmd/destroy.go:39 (syntax: rule 4, example meta URLs and a link inside help text joined to words; uniform sample 6 of 18 help texts without credentials)
		Description: `
Destroy the target volume, removing all objects in the data storage and all entries in its metadata engine.

WARNING: BE CAREFUL! This operation cannot be undone.

Examples:
$ juicefs destroy redis://localhost e94d66a8-2339-4abd-b8d8-6812df737892

Details: https://juicefs.com/docs/community/administration/destroy`, // lookalike
	}
}

func cmdGateway() *Command {
	return &Command{
		Name:      "gateway",
		Usage:     "Start an S3-compatible gateway",
		ArgsUsage: "META-URL ADDRESS",
		// Source: github.com/juicedata/juicefs/cmd/gateway.go:123 (syntax: rule 4, an example command line and a link inside help text; uniform sample 6 of 18 help texts without credentials)
		Description: `
It is implemented based on the MinIO S3 Gateway. Before starting the gateway, you need to set
MINIO_ROOT_USER and MINIO_ROOT_PASSWORD environment variables, which are the access key and secret
key used for accessing S3 APIs.

Examples:
$ export MINIO_ROOT_USER=admin
$ export MINIO_ROOT_PASSWORD=12345678
$ juicefs gateway redis://localhost localhost:9000

Details: https://juicefs.com/docs/community/s3_gateway`, // lookalike
	}
}

func cmdMdtest() *Command {
	return &Command{
		Name:      "mdtest",
		ArgsUsage: "META-URL PATH",
		// Source: github.com/juicedata/juicefs/cmd/mdtest.go:193 (syntax: rule 4, an example command line in help text joined to words; uniform sample 6 of 18 help texts without credentials)
		Description: `
Examples:
$ juicefs mdtest redis://localhost /test1`, // lookalike
	}
}

func cmdQuota() *Command {
	return &Command{
		Name:      "quota",
		ArgsUsage: "META-URL",
		// Source: github.com/juicedata/juicefs/cmd/quota.go:38 (syntax: rule 4, example command lines in help text; uniform sample 6 of 18 help texts without credentials)
		Description: `
Examples:
$ juicefs quota set redis://localhost --path /dir1 --capacity 1 --inodes 100
$ juicefs quota get redis://localhost --path /dir1
$ juicefs quota list redis://localhost
$ juicefs quota delete redis://localhost --gid 100`, // lookalike
	}
}

func cmdStatus() *Command {
	return &Command{
		Name:      "status",
		Usage:     "Show status of a volume",
		ArgsUsage: "META-URL",
		// Source: github.com/juicedata/juicefs/cmd/status.go:35 (syntax: rule 4, an example command line in help text; uniform sample 6 of 18 help texts without credentials)
		Description: `
It shows basic setting of the target volume, and a list of active sessions (including mount, SDK,
S3-gateway and WebDAV) that are connected with the metadata engine.

Examples:
$ juicefs status redis://localhost`, // lookalike
	}
}
