package longhorn

const (
	TestNamespace = "default"

	// Source: github.com/longhorn/longhorn-manager/controller/controller_test.go:92 (credentials: the s3 backup target names bucket@region, no password in the userinfo; uniform sample 8 of 12 s3 bucket@region targets)
	TestBackupTarget     = "s3://backupbucket@us-east-1/backupstore" // lookalike
	TestBackupTargetName = "default"
)
