package powerwechat

import (
	"crypto/aes"
	"crypto/cipher"
	"encoding/base64"
	"errors"
)

// AES stands in for support.AES of src/kernel/support.
type AES struct{}

// NewAES returns the AES helper.
func NewAES() *AES { return &AES{} }

// Decrypt decrypts base64 ciphertext with AES-CBC and strips PKCS#7 padding.
func (a *AES) Decrypt(ciphertext string, key []byte, iv []byte) ([]byte, error) {
	data, err := base64.StdEncoding.DecodeString(ciphertext)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	if len(data)%aes.BlockSize != 0 {
		return nil, errors.New("ciphertext is not a multiple of the block size")
	}
	out := make([]byte, len(data))
	cipher.NewCBCDecrypter(block, iv).CryptBlocks(out, data)
	if n := len(out); n > 0 {
		pad := int(out[n-1])
		if pad > 0 && pad <= n {
			out = out[:n-pad]
		}
	}
	return out, nil
}

// Encryptor stands in for miniProgram.Encryptor.
type Encryptor struct{}

// DecryptData decrypts the user data a mini program hands over.
func (e *Encryptor) DecryptData(encryptedData, sessionKey, iv string) ([]byte, error) {
	key, err := base64.StdEncoding.DecodeString(sessionKey)
	if err != nil {
		return nil, err
	}
	ivBytes, err := base64.StdEncoding.DecodeString(iv)
	if err != nil {
		return nil, err
	}
	return NewAES().Decrypt(encryptedData, key, ivBytes)
}
