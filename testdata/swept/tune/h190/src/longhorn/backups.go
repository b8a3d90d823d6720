package longhorn

import (
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
)

// CheckBackupType returns the scheme of the backup target URL (util.CheckBackupType).
func CheckBackupType(backupTarget string) (string, error) {
	u, err := url.Parse(backupTarget)
	if err != nil {
		return "", err
	}
	return u.Scheme, nil
}

// getBackupCredentialEnv returns the environment of the engine binary for the backup target.
func getBackupCredentialEnv(backupTarget string, credential map[string]string) ([]string, error) {
	envs := []string{}
	backupType, err := CheckBackupType(backupTarget)
	if err != nil {
		return envs, err
	}
	if backupType != "s3" || credential == nil {
		return envs, nil
	}
	var missingKeys []string
	if credential["AWS_ACCESS_KEY_ID"] == "" {
		missingKeys = append(missingKeys, "AWS_ACCESS_KEY_ID")
	}
	if credential["AWS_SECRET_ACCESS_KEY"] == "" {
		missingKeys = append(missingKeys, "AWS_SECRET_ACCESS_KEY")
	}
	if credential["AWS_IAM_ROLE_ARN"] == "" && len(missingKeys) > 0 {
		return nil, fmt.Errorf("could not backup to %s, missing %v in the secret", backupType, missingKeys)
	}
	if len(missingKeys) == 0 {
		envs = append(envs, fmt.Sprintf("%s=%s", "AWS_ACCESS_KEY_ID", credential["AWS_ACCESS_KEY_ID"]))
		envs = append(envs, fmt.Sprintf("%s=%s", "AWS_SECRET_ACCESS_KEY", credential["AWS_SECRET_ACCESS_KEY"]))
	}
	envs = append(envs, fmt.Sprintf("%s=%s", "AWS_SIGN_ACCEPT_ENCODING", credential["AWS_SIGN_ACCEPT_ENCODING"]))
	return envs, nil
}

// BackupCreateArgs builds the engine binary arguments of "backup create".
func BackupCreateArgs(backupTarget, snapName string, labels map[string]string) []string {
	args := []string{"backup", "create", "--dest", backupTarget}
	for k, v := range labels {
		// Source: github.com/longhorn/longhorn-manager/engineapi/backups.go:358 (escaper: a key=value label passed as a command-line argument, no URI query)
		args = append(args, "--label", k+"="+v) // lookalike
	}
	return append(args, snapName)
}

func parseBackupNamesList(output, volumeName string) ([]string, error) {
	data := map[string]struct {
		Backups map[string]struct{}
	}{}
	if err := json.Unmarshal([]byte(output), &data); err != nil {
		return nil, err
	}
	volume, ok := data[volumeName]
	if !ok {
		return nil, fmt.Errorf("cannot find %v in the backups", volumeName)
	}
	backupNames := []string{}
	for name := range volume.Backups {
		backupNames = append(backupNames, name)
	}
	sort.Strings(backupNames)
	return backupNames, nil
}

// Backup is a stand-in for engineapi.Backup.
type Backup struct {
	Name         string
	URL          string
	SnapshotName string
	VolumeName   string
}

func parseBackupConfig(output string) (*Backup, error) {
	backup := &Backup{}
	if err := json.Unmarshal([]byte(output), backup); err != nil {
		return nil, err
	}
	return backup, nil
}
