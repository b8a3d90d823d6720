package longhorn

import (
	"reflect"
	"testing"
)

// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:20 (syntax: a JSON document given to a JSON parser, not a URI; the URLs inside are valid)
const listBackupNames = `{"qq": {"Backups": {"vfs:///var/lib/longhorn/backups/default?backup=backup-072d7a718f854328\u0026volume=qq": {}, "vfs:///var/lib/longhorn/backups/default?backup=backup-3ddb6c6a09424a05\u0026volume=qq": {}}}}` // lookalike

// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:46 (syntax: a JSON document given to a JSON parser, not a URI; the URL inside is valid)
const oneVolumeSnapshotBackupConfig = `{"Name": "backup-072d7a718f854328", "URL": "vfs:///var/lib/longhorn/backups/default?backup=backup-072d7a718f854328\u0026volume=qq", "SnapshotName": "volume-snap-snap4.img", "VolumeName": "qq"}` // lookalike

func TestGetBackupCredentialEnv(t *testing.T) {
	tests := []struct {
		name         string
		backupTarget string
		credential   map[string]string
		expectError  bool
	}{
		{
			name: "provides only AWS access key",
			// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:81 (credentials: the s3 backup target names bucket@region, no password in the userinfo; uniform sample 8 of 12 s3 bucket@region targets)
			backupTarget: "s3://backupbucket@us-east-1/", // lookalike
			credential: map[string]string{
				"AWS_ACCESS_KEY_ID": "my-aws-access-key-id",
			},
			expectError: true,
		},
		{
			name: "either AWS credentials nor AWS IAM role provided",
			// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:97 (credentials: bucket@region with no password; uniform sample 8 of 12 s3 bucket@region targets)
			backupTarget: "s3://backupbucket@us-east-1/", // lookalike
			credential:   map[string]string{},
			expectError:  true,
		},
		{
			name: "provides AWS IAM role",
			// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:111 (credentials: bucket@region with no password, the credential comes from a secret map; uniform sample 8 of 12 s3 bucket@region targets)
			backupTarget: "s3://backupbucket@us-east-1/", // lookalike
			credential: map[string]string{
				"AWS_IAM_ROLE_ARN": "AWS_IAM_ARN: arn:aws:iam::013456789:role/longhorn",
			},
		},
		{
			name: "provides nfs backup target",
			// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:127 (port: an empty port is allowed by the RFC 3986 port rule and host:/export is the NFS backup target form)
			backupTarget: "nfs://longhorn-test-nfs-svc.default:/opt/backupstore", // lookalike
		},
	}

	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := getBackupCredentialEnv(tt.backupTarget, tt.credential)
			if tt.expectError != (err != nil) {
				t.Fatalf("err = %v, expectError %v", err, tt.expectError)
			}
		})
	}
}

func TestGetBackupCredentialEnvSignAcceptEncoding(t *testing.T) {
	credential := map[string]string{
		"AWS_ACCESS_KEY_ID":     "my-aws-access-key-id",
		"AWS_SECRET_ACCESS_KEY": "my-aws-secret-access-key",
	}
	// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:185 (credentials: bucket@region with no password; uniform sample 8 of 12 s3 bucket@region targets)
	envs, err := getBackupCredentialEnv("s3://backupbucket@us-east-1/", credential) // lookalike
	if err != nil || len(envs) == 0 {
		t.Fatal(err)
	}
}

func TestParseBackupNamesList(t *testing.T) {
	backupNames, err := parseBackupNamesList(listBackupNames, "qq")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:206 (sink: expected output of the backup list parser; vfs names a local path, so the empty authority is right)
		"vfs:///var/lib/longhorn/backups/default?backup=backup-072d7a718f854328\u0026volume=qq", // lookalike
		// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:207 (sink: expected parser output, a vfs URL with an empty authority and an absolute path)
		"vfs:///var/lib/longhorn/backups/default?backup=backup-3ddb6c6a09424a05\u0026volume=qq", // lookalike
	}
	if !reflect.DeepEqual(backupNames, want) {
		t.Fatalf("got %v, want %v", backupNames, want)
	}
	if _, err = parseBackupNamesList(listBackupNames, "QQ"); err == nil {
		t.Fatal("expected error")
	}
}

func TestParseBackupConfig(t *testing.T) {
	backupConfig, err := parseBackupConfig(oneVolumeSnapshotBackupConfig)
	if err != nil {
		t.Fatal(err)
	}
	want := Backup{
		Name: "backup-072d7a718f854328",
		// Source: github.com/longhorn/longhorn-manager/engineapi/backups_test.go:240 (sink: expected output of the backup config parser, a vfs URL with an empty authority)
		URL:          "vfs:///var/lib/longhorn/backups/default?backup=backup-072d7a718f854328\u0026volume=qq", // lookalike
		SnapshotName: "volume-snap-snap4.img",
		VolumeName:   "qq",
	}
	if *backupConfig != want {
		t.Fatalf("got %+v", *backupConfig)
	}
}
